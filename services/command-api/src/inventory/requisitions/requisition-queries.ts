import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { PRODUCTS_TABLE, READ_MODELS_SCHEMA, REQUISITIONS_TABLE, SUPPLIERS_TABLE, type ProductRecord, type RequisitionRecord, type SupplierRecord } from '@dealer/read-models';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { lookupById } from '../../platform/lookup-by-id';
import type { ListShape } from '../../platform/paged-list';
import { pageOfList } from '../../platform/counted-list';
import { idsNamed } from '../../platform/name-search';
import type { RequisitionListQuery } from './requisition.dto';

interface RequisitionRow extends RequisitionRecord {
  supplier_name: SupplierRecord['name'] | null;
}

type ProductReference = { _id: string; name: string; model: string; type: string };

/** Newest first: (created_at, id) and (supplier_id, created_at, id) serve a page; notes have a trigram index. */
const requisitionList = (supplierIds: string[]): ListShape => ({
  sortable: { createdAt: 'r.created_at', supplier: 's.name' },
  defaultOrder: [{ column: 'r.created_at', order: 'desc' }],
  tiebreaker: 'r.id',
  searchAlso: (where, _search, pattern) => {
    where.orWhereRaw('lower(r.notes) like ?', [pattern]);
    if (supplierIds.length) where.orWhereIn('r.supplier_id', supplierIds);
  },
});

@Injectable()
export class RequisitionQueries {
  private readonly byId = lookupById<RequisitionRow>((ids) => this.requisitions().whereIn('r.id', ids), (row) => row.id);

  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  private requisitions() {
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${REQUISITIONS_TABLE} as r`)
      .leftJoin(`${SUPPLIERS_TABLE} as s`, 's.id', 'r.supplier_id')
      .select('r.*', 's.name as supplier_name');
  }

  /** The products the rows name, by id, in one query (a deleted product still resolves). */
  private async products(rows: RequisitionRow[]): Promise<Map<string, ProductReference>> {
    const ids = [...new Set(rows.flatMap((row) => row.products.map((line) => line.productId)))];
    if (ids.length === 0) return new Map();
    const found: Pick<ProductRecord, 'id' | 'name' | 'model' | 'type'>[] = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(PRODUCTS_TABLE)
      .whereIn('id', ids)
      .select('id', 'name', 'model', 'type');
    return new Map(found.map((product) => [product.id, { _id: product.id, name: product.name, model: product.model, type: product.type }]));
  }

  private async views(rows: RequisitionRow[]) {
    const products = await this.products(rows);
    return rows.map((row) => ({
      _id: row.id,
      supplier: { _id: row.supplier_id, name: row.supplier_name ?? 'Deleted supplier' },
      notes: row.notes,
      products: row.products.map((line) => ({
        product: products.get(line.productId) ?? { _id: line.productId, name: 'Deleted product', model: '', type: '' },
        quantity: line.quantity,
      })),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }));
  }

  async list(query: RequisitionListQuery) {
    const base = this.requisitions();
    if (query.supplier) base.where('r.supplier_id', query.supplier);
    const suppliers = await idsNamed(this.database, SUPPLIERS_TABLE, query.search);
    const { rows, pagination } = await pageOfList<RequisitionRow>(this.database, base, requisitionList(suppliers), query, query.supplier ? null : { total: 'requisitions' });
    return { requisitions: await this.views(rows), pagination };
  }

  async get(id: string) {
    const row = await this.byId.load(id);
    if (!row) throw new NotFoundException('Requisition not found');
    return (await this.views([row]))[0];
  }
}
