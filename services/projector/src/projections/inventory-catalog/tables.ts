import { RowBatch } from '../row-batch';

export interface VehicleRow extends Record<string, string | number | null> {
  name: string;
  model: string;
  year: number;
  type: string;
  color: string;
  engine_capacity: string;
  fuel_type: string;
  created_at: string;
  updated_at: string;
  /** Set by VehicleDeleted: the row stays so what names the vehicle still resolves it. */
  deleted_at: string | null;
}

export interface SupplierRow extends Record<string, string | boolean | null> {
  name: string;
  contact_person: string;
  phone: string;
  email: string;
  address: string;
  notes: string;
  is_active: boolean;
  created_at: string;
  updated_at: string;
  /** Set by SupplierDeleted: the row stays so purchases and products that name it still resolve it. */
  deleted_at: string | null;
}

/** Pending writes of the vehicles and suppliers for one batch. */
export class InventoryCatalogBatch {
  readonly vehicles = new RowBatch<VehicleRow>({
    table: 'vehicles',
    key: { name: 'id', type: 'uuid' },
    columns: {
      name: 'text',
      model: 'text',
      year: 'int',
      type: 'text',
      color: 'text',
      engine_capacity: 'text',
      fuel_type: 'text',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
      deleted_at: 'timestamptz',
    },
  });

  /**
   * purchase_count and open_payable_count are counters for the purchases and payables projections
   * to move: `batch.inventoryCatalog.suppliers.add(supplierId, 'purchase_count', +1 | -1)`. They
   * live in this RowBatch so they flush after the supplier's own insert, whatever the flush order.
   */
  readonly suppliers = new RowBatch<SupplierRow>({
    table: 'suppliers',
    key: { name: 'id', type: 'uuid' },
    columns: {
      name: 'text',
      contact_person: 'text',
      phone: 'text',
      email: 'text',
      address: 'text',
      notes: 'text',
      is_active: 'boolean',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
      deleted_at: 'timestamptz',
    },
    counters: { purchase_count: 'int', open_payable_count: 'int' },
  });
}
