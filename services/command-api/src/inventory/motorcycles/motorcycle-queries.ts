import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  MOTORCYCLES_TABLE,
  PRODUCTS_TABLE,
  PURCHASES_TABLE,
  purchaseNumberText,
  READ_MODELS_SCHEMA,
  type MotorcycleRecord,
  type ProductRecord,
  type PurchaseRecord,
} from '@dealer/read-models';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { dhakaDate } from '../../platform/dates';
import { lookupById } from '../../platform/lookup-by-id';
import type { ListShape } from '../../platform/paged-list';
import { takaFromColumn } from '../../platform/taka';
import { pageOfList } from '../../platform/counted-list';
import { idsNamed } from '../../platform/name-search';
import { textOrNull } from '../../platform/text';
import { yearOfManufacture } from '../purchases/purchasing-support';
import type { MotorcycleListQuery } from './motorcycle.dto';

/** A unit with its product and the purchase that brought it in (null names: since deleted). */
interface MotorcycleRow extends MotorcycleRecord {
  product_name: ProductRecord['name'] | null;
  product_model: ProductRecord['model'] | null;
  product_type: ProductRecord['type'] | null;
  purchase_number: PurchaseRecord['purchase_number'];
  memo_number: PurchaseRecord['memo_number'] | null;
}

export const motorcycleView = (row: MotorcycleRow, today = dhakaDate()) => ({
  _id: row.id,
  chassisNo: row.chassis_no,
  engineNo: row.engine_no,
  status: row.status,
  productId: { _id: row.product_id, name: row.product_name ?? 'Deleted product', model: row.product_model ?? '', type: row.product_type ?? 'Motorcycle' },
  color: row.color,
  purchaseDate: row.purchase_date,
  purchasePrice: takaFromColumn(row.purchase_price),
  registrationDate: row.registration_date,
  registrationNumber: textOrNull(row.registration_number),
  mileage: Number(row.mileage),
  fuelType: row.fuel_type,
  lastServiceDate: row.last_service_date,
  nextServiceDate: row.next_service_date,
  location: { warehouse: row.location_warehouse, section: row.location_section, position: row.location_position },
  insuranceDetails: {
    provider: row.insurance_provider,
    policyNumber: row.insurance_policy_number,
    expiryDate: row.insurance_expiry_date,
    premium: row.insurance_premium === null ? null : takaFromColumn(row.insurance_premium),
  },
  yearOfManufacture: yearOfManufacture(row.chassis_no, today),
  source: row.source as 'purchase' | 'register',
  purchaseId: row.purchase_id,
  purchase: row.purchase_id ? { _id: row.purchase_id, purchaseNumber: purchaseNumberText(row.purchase_number), memoNumber: row.memo_number ?? '' } : null,
  notes: row.notes,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/**
 * Newest first (created_at desc, then id): (created_at, id), (status, created_at, id) and
 * (product_id, created_at, id) indexes serve a page with or without its filters.
 */
const motorcycleList = (productIds: string[]): ListShape => ({
  sortable: { createdAt: 'm.created_at', chassisNo: 'm.chassis_no', status: ['m.status', 'm.created_at'], purchasePrice: 'm.purchase_price' },
  defaultOrder: [{ column: 'm.created_at', order: 'desc' }],
  tiebreaker: 'm.id',
  // Chassis and engine numbers by any part (their trigram indexes: the last digits as well as the first), the product's name anywhere in it (by its ids).
  searchAlso: (where, search, pattern) => {
    where.orWhereRaw('lower(m.chassis_no) like ?', [pattern]).orWhereRaw('lower(m.engine_no) like ?', [pattern]);
    if (productIds.length) where.orWhereIn('m.product_id', productIds);
  },
});

@Injectable()
export class MotorcycleQueries {
  private readonly byId = lookupById<MotorcycleRow>((ids) => this.motorcycles().whereIn('m.id', ids), (row) => row.id);

  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  private motorcycles() {
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${MOTORCYCLES_TABLE} as m`)
      .leftJoin(`${PRODUCTS_TABLE} as p`, 'p.id', 'm.product_id')
      .leftJoin(`${PURCHASES_TABLE} as u`, 'u.id', 'm.purchase_id')
      .select('m.*', 'p.name as product_name', 'p.model as product_model', 'p.type as product_type', 'u.purchase_number', 'u.memo_number');
  }

  async list(query: MotorcycleListQuery) {
    const base = this.motorcycles();
    if (query.status) base.where('m.status', query.status);
    if (query.productId) base.where('m.product_id', query.productId);
    const products = await idsNamed(this.database, PRODUCTS_TABLE, query.search, { type: 'Motorcycle' });
    const unfiltered = query.productId ? null : { total: query.status ? `motorcycles:${query.status}` : 'motorcycles' };
    const { rows, pagination } = await pageOfList<MotorcycleRow>(this.database, base, motorcycleList(products), query, unfiltered);
    const today = dhakaDate();
    return { motorcycles: rows.map((row) => motorcycleView(row, today)), pagination };
  }

  async get(id: string) {
    const row = await this.byId.load(id);
    if (!row) throw new NotFoundException('Motorcycle not found');
    return motorcycleView(row);
  }

  /** The purchase a unit came from, for a message ('PUR-000123', or its memo until numbered). */
  async purchaseNumberOf(id: string): Promise<string> {
    const row = await this.byId.load(id);
    return purchaseNumberText(row?.purchase_number) ?? row?.memo_number ?? '';
  }
}
