/**
 * The vehicles feature's read-model table (in READ_MODELS_SCHEMA), as its migration creates it,
 * and its row as a reader's node-postgres returns it (timestamptz as a Date).
 */
export const VEHICLES_TABLE = 'vehicles';

export interface VehicleRecord {
  id: string;
  name: string;
  model: string;
  year: number;
  /** Motorcycle | Scooter */
  type: string;
  color: string;
  engine_capacity: string;
  /** Petrol | Electric */
  fuel_type: string;
  created_at: Date;
  updated_at: Date;
  /** Set when deleted: the row stays so products and customers that name it still resolve it. */
  deleted_at: Date | null;
}
