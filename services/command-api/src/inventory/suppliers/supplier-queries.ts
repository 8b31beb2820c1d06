import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { READ_MODELS_SCHEMA, SUPPLIERS_TABLE, type SupplierRecord } from '@dealer/read-models';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { pagedList, type ListShape } from '../../platform/paged-list';
import type { SupplierListQuery } from './supplier.dto';

export const supplierView = (row: SupplierRecord) => ({
  _id: row.id,
  name: row.name,
  contactPerson: row.contact_person,
  phone: row.phone,
  email: row.email,
  address: row.address,
  notes: row.notes,
  bin: row.bin,
  isActive: row.is_active,
  purchaseCount: row.purchase_count,
  openPayableCount: row.open_payable_count,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** Name, contact person and creation time each have a partial index (column, id) where deleted_at IS NULL. */
const SUPPLIER_LIST: ListShape = {
  sortable: { name: 'name', contactPerson: 'contact_person', createdAt: 'created_at', isActive: ['is_active', 'name'] },
  defaultOrder: [{ column: 'name' }],
  tiebreaker: 'id',
  search: ['name', 'contact_person', 'phone', 'email'],
};

/** The current suppliers; a deleted one keeps its row (deleted_at) for the history that names it, and is left out here. */
@Injectable()
export class SupplierQueries {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  private current() {
    return this.database.withSchema(READ_MODELS_SCHEMA).from<SupplierRecord>(SUPPLIERS_TABLE).whereNull('deleted_at');
  }

  async list(query: SupplierListQuery) {
    const base = this.current().select('*');
    if (query.isActive) base.where('is_active', query.isActive === 'true');
    const { rows, pagination } = await pagedList<SupplierRecord>(base, SUPPLIER_LIST, query);
    return { suppliers: rows.map(supplierView), pagination };
  }

  async get(id: string) {
    const row: SupplierRecord | undefined = await this.current().where({ id }).first();
    if (!row) throw new NotFoundException('Supplier not found');
    return supplierView(row);
  }

  /**
   * What deleting a supplier must know: its purchases and open payables, as the purchases and
   * payables projections count them on its row (0 for one the read models do not hold).
   */
  async holdings(id: string): Promise<{ purchaseCount: number; openPayableCount: number }> {
    const row: Pick<SupplierRecord, 'purchase_count' | 'open_payable_count'> | undefined = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(SUPPLIERS_TABLE)
      .where({ id })
      .first('purchase_count', 'open_payable_count');
    return { purchaseCount: row?.purchase_count ?? 0, openPayableCount: row?.open_payable_count ?? 0 };
  }
}
