/**
 * The vehicles feature's read-model table (in READ_MODELS_SCHEMA), as its migration creates it,
 * and its row as a reader's node-postgres returns it (timestamptz as a Date).
 */
import { defineTable, nullable, type RecordOf } from '../table-declaration';

export const VEHICLES_TABLE = 'vehicles';

export const VEHICLES = defineTable(VEHICLES_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    name: 'text',
    model: 'text',
    year: 'int',
    /** Motorcycle | Scooter */
    type: 'text',
    color: 'text',
    engine_capacity: 'text',
    /** Petrol | Electric */
    fuel_type: 'text',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    /** Set when deleted: the row stays so products and customers that name it still resolve it. */
    deleted_at: nullable('timestamptz'),
  },
});
export type VehicleRecord = RecordOf<typeof VEHICLES>;
