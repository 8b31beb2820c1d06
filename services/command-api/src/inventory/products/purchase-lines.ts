import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { READ_MODELS_SCHEMA, STOCK_MOVEMENTS_TABLE } from '@dealer/read-models';
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

/**
 * A product's purchase lines for its price history, from its stock movements: every `purchase`
 * receipt of a purchase not taken back since (an edit reverses the purchase's receipts and
 * receives it again; a deletion only reverses them). Quantities and prices are the lines'
 * (`unit_cost` of a receipt is the line's purchase price).
 */
@Injectable()
export class PurchaseLines {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  async of(productId: string, limit: number): Promise<{ lines: PurchaseHistoryLine[]; averagePurchasePrice: number; totalPurchased: number }> {
    const table = `${READ_MODELS_SCHEMA}.${STOCK_MOVEMENTS_TABLE}`;
    const current = `
      FROM ${table} m
      WHERE m.product_id = ? AND m.type = 'purchase'
        AND NOT EXISTS (
          SELECT 1 FROM ${table} r
           WHERE r.product_id = m.product_id AND r.type = 'purchase_reversal'
             AND r.source_stream = m.source_stream AND r.position > m.position)`;
    const [lines, totals] = await Promise.all([
      this.database.raw(
        `SELECT m.source_stream, m.date, m.reference, m.quantity_change, m.unit_cost ${current} ORDER BY m.date DESC, m.position DESC LIMIT ?`,
        [productId, limit],
      ),
      this.database.raw(`SELECT coalesce(sum(m.quantity_change), 0)::text AS quantity, coalesce(sum(m.quantity_change * m.unit_cost), 0)::text AS total ${current}`, [productId]),
    ]);
    const quantity = BigInt(totals.rows[0].quantity);
    const total = BigInt(totals.rows[0].total);
    // Σ(quantity × price) / Σ quantity, half up, in poisha.
    const average = quantity > 0n ? (2n * total + quantity) / (2n * quantity) : 0n;
    return {
      lines: (lines.rows as { source_stream: string; date: string; reference: string; quantity_change: string; unit_cost: string | null }[]).map((row) => {
        const lineQuantity = Number(row.quantity_change);
        const price = Number(row.unit_cost ?? 0);
        return {
          purchaseId: row.source_stream.replace(/^purchase-/, ''),
          purchaseNumber: null,
          purchaseDate: row.date,
          memoNumber: row.reference,
          supplier: null,
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
