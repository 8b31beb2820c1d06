import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { READ_MODELS_SCHEMA, VEHICLES_TABLE, type VehicleRecord } from '@dealer/read-models';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { pagedList, type ListShape } from '../../platform/paged-list';
import type { VehicleListQuery } from './vehicle.dto';

export const vehicleView = (row: VehicleRecord) => ({
  _id: row.id,
  name: row.name,
  model: row.model,
  year: row.year,
  type: row.type,
  color: row.color,
  engineCapacity: row.engine_capacity,
  fuelType: row.fuel_type,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** Each sortable column has a partial index (column, id) where deleted_at IS NULL (the migration). */
const VEHICLE_LIST: ListShape = {
  sortable: { name: 'name', model: 'model', year: 'year', type: 'type', createdAt: 'created_at' },
  defaultOrder: [{ column: 'name' }],
  tiebreaker: 'id',
  search: ['name', 'model'],
};

/** The current vehicles; a deleted one keeps its row (deleted_at) for what names it, and is left out here. */
@Injectable()
export class VehicleQueries {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  private current() {
    return this.database.withSchema(READ_MODELS_SCHEMA).from<VehicleRecord>(VEHICLES_TABLE).whereNull('deleted_at');
  }

  async list(query: VehicleListQuery) {
    const base = this.current().select('*');
    if (query.type) base.where('type', query.type);
    if (query.fuelType) base.where('fuel_type', query.fuelType);
    const { rows, pagination } = await pagedList<VehicleRecord>(base, VEHICLE_LIST, query);
    return { vehicles: rows.map(vehicleView), pagination };
  }

  async get(id: string) {
    const row: VehicleRecord | undefined = await this.current().where({ id }).first();
    if (!row) throw new NotFoundException('Vehicle not found');
    return vehicleView(row);
  }
}
