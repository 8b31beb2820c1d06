import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { purchaseNumberText, PURCHASES_TABLE, READ_MODELS_SCHEMA, SUPPLIERS_TABLE } from '@dealer/read-models';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { takaFromColumn } from '../../platform/taka';

export interface PurchaseHistoryLine {
  purchaseId: string;
  purchaseNumber: string | null;
  purchaseDate: string;
  memoNumber: string;
  supplier: { _id: string; name: string } | null;
  quantity: number;
  purchasePrice: number;
  total: number;
}

interface LineRow {
  id: string;
  purchase_number: number | null;
  purchase_date: string;
  memo_number: string;
  supplier_id: string;
  supplier_name: string | null;
  quantity: string;
  purchase_price: string;
}

/**
 * A product's purchase lines for its price history: the lines naming it on the purchases that are
 * not deleted (the purchasing projection's rows, whose items are the purchase's current lines),
 * newest first, and over all of them the quantity and the average purchase price,
 * Σ(quantity × purchasePrice) / Σ quantity (half up, poisha).
 */
@Injectable()
export class PurchaseLines {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  async of(productId: string, limit: number): Promise<{ lines: PurchaseHistoryLine[]; averagePurchasePrice: number; totalPurchased: number }> {
    const lines = (joinSuppliers: boolean) => `
      FROM ${READ_MODELS_SCHEMA}.${PURCHASES_TABLE} p
      ${joinSuppliers ? `LEFT JOIN ${READ_MODELS_SCHEMA}.${SUPPLIERS_TABLE} s ON s.id = p.supplier_id` : ''}
      CROSS JOIN LATERAL jsonb_array_elements(p.items) AS item
      WHERE p.deleted_at IS NULL
        AND p.items @> jsonb_build_array(jsonb_build_object('productId', ?::text))
        AND item->>'productId' = ?`;
    const [page, totals] = await Promise.all([
      this.database.raw(
        `SELECT p.id, p.purchase_number, p.purchase_date, p.memo_number, p.supplier_id, s.name AS supplier_name,
                item->>'quantity' AS quantity, item->>'purchasePrice' AS purchase_price
         ${lines(true)}
         ORDER BY p.purchase_date DESC, p.purchase_number DESC NULLS FIRST, p.id DESC
         LIMIT ?`,
        [productId, productId, limit],
      ),
      this.database.raw(
        `SELECT coalesce(sum((item->>'quantity')::bigint), 0)::text AS quantity,
                coalesce(sum((item->>'quantity')::numeric * (item->>'purchasePrice')::numeric), 0)::text AS total
         ${lines(false)}`,
        [productId, productId],
      ),
    ]);
    const quantity = BigInt(totals.rows[0].quantity);
    const total = BigInt(totals.rows[0].total);
    const average = quantity > 0n ? (2n * total + quantity) / (2n * quantity) : 0n;
    return {
      lines: (page.rows as LineRow[]).map((row) => {
        const lineQuantity = Number(row.quantity);
        const price = Number(row.purchase_price);
        return {
          purchaseId: row.id,
          purchaseNumber: purchaseNumberText(row.purchase_number),
          purchaseDate: row.purchase_date,
          memoNumber: row.memo_number,
          supplier: { _id: row.supplier_id, name: row.supplier_name ?? '' },
          quantity: lineQuantity,
          purchasePrice: takaFromColumn(price),
          total: takaFromColumn(lineQuantity * price),
        };
      }),
      averagePurchasePrice: takaFromColumn(Number(average)),
      totalPurchased: Number(quantity),
    };
  }
}
