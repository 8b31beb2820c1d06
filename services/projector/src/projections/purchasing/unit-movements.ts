import { createHash } from 'node:crypto';
import type { RecordedEvent } from '@dealer/event-store';
import { qualified, uuidOrNull } from '../../sql';
import { occurredAt } from '../projection';
import { pgArray, unnestColumns, type SqlType, type StatementSink } from '../statements';

/**
 * The stock movements of Motorcycle products (DESIGN §9: their stock is their units not Sold, each
 * at its own price): one row per unit entering (registered by hand `opening`, by a purchase
 * `purchase`, a sale voided `sale_return`, moved in `adjustment`), leaving (`sale`, taken back by
 * its purchase `purchase_reversal`, deleted or moved out `adjustment`) or repriced
 * (`revaluation`), the chassis number in `reference`; with the product's units and their value
 * after it.
 *
 * Handlers do no I/O, and a unit event says only what changed: what a batch has not seen of a
 * unit (its product, price, chassis number or purchase, as before the batch) is read from the
 * motorcycles table by the flush, which runs first in the purchasing flush, before this batch's
 * rows of units are written. The quantity and value after each movement are the product's row
 * (its units before the batch, the purchasing projection's counters) plus the batch's movements
 * of that product up to it, in log order.
 */
interface UnitSeen {
  productId: string;
  /** Its purchase price; null: as before the batch. */
  price: number | null;
  chassisNo: string | null;
  /** The purchase that brought it; null: unknown here (as before the batch), or none. */
  purchaseId: string | null;
}

interface UnitMovementRow {
  id: string;
  motorcycle_id: string;
  /** null: the product the unit was in before the batch. */
  product_id: string | null;
  /** Set on the two rows of a move this batch cannot see: they count only when the unit's product before the batch is not this one. */
  moved_to: string | null;
  movement_id: string;
  date: string;
  type: string;
  quantity_change: number;
  /** null: quantity_change × the unit's price before the batch. */
  value_change: number | null;
  unit_cost: number | null;
  /** null: the unit's chassis number before the batch. */
  reference: string | null;
  reason: string;
  journal_entry_id: string | null;
  /** The fact is the unit's purchase: its stream is the source, and (entering or repriced) its entry the posting when none is named. */
  from_purchase: boolean;
  purchase_id: string | null;
  source_stream: string | null;
  recorded_by: string | null;
  recorded_at: string;
  position: bigint;
}

const COLUMNS: readonly (readonly [keyof UnitMovementRow, SqlType])[] = [
  ['id', 'uuid'],
  ['motorcycle_id', 'uuid'],
  ['product_id', 'uuid'],
  ['moved_to', 'uuid'],
  ['movement_id', 'text'],
  ['date', 'date'],
  ['type', 'text'],
  ['quantity_change', 'bigint'],
  ['value_change', 'bigint'],
  ['unit_cost', 'bigint'],
  ['reference', 'text'],
  ['reason', 'text'],
  ['journal_entry_id', 'uuid'],
  ['from_purchase', 'boolean'],
  ['purchase_id', 'uuid'],
  ['source_stream', 'text'],
  ['recorded_by', 'uuid'],
  ['recorded_at', 'timestamptz'],
  ['position', 'bigint'],
];

/** The business day (Asia/Dhaka, UTC+6 all year) of an ISO timestamp. */
const dhakaDay = (at: string) => new Date(Date.parse(at) + 6 * 3_600_000).toISOString().slice(0, 10);

/** A row id of its own for each side of a move, derived from the event's id (a replay writes the same). */
function derivedId(eventId: string, side: string): string {
  const hex = createHash('sha256').update(`${eventId}/${side}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

interface Fact {
  event: RecordedEvent;
  by: unknown;
  at: string | undefined;
}

export class UnitMovements {
  private readonly rows: UnitMovementRow[] = [];
  private readonly seen = new Map<string, UnitSeen>();
  /** Each purchase's current entry, as this batch recorded or amended it. */
  private readonly purchaseEntries = new Map<string, string>();
  /** The purchase of each unit a purchase this batch recorded or amended lists. */
  private readonly unitPurchases = new Map<string, string>();

  /**
   * A purchase recorded or amended: its entry and units. It comes before its units' events in
   * the append (its stream is the decision's first), so they find their purchase's entry here.
   */
  purchasePosted(purchaseId: string, journalEntryId: string, items: readonly { units?: readonly { motorcycleId: string }[] }[]): void {
    this.purchaseEntries.set(purchaseId, journalEntryId);
    for (const item of items ?? []) for (const unit of item.units ?? []) this.unitPurchases.set(unit.motorcycleId, purchaseId);
  }

  registered(
    data: { motorcycleId: string; productId: string; chassisNo: string; status: string; purchaseDate: string | null; purchasePrice: number; origin?: { kind: string; purchaseId?: string; memoNumber?: string }; journalEntryId: string | null },
    fact: Fact,
  ): void {
    const purchaseId = data.origin?.kind === 'purchase' ? uuidOrNull(data.origin.purchaseId) : null;
    this.seen.set(data.motorcycleId, { productId: data.productId, price: data.purchasePrice, chassisNo: data.chassisNo, purchaseId });
    if (data.status === 'Sold') return;
    const at = fact.at ?? occurredAt(fact.event);
    this.add(fact, {
      motorcycle_id: data.motorcycleId,
      product_id: data.productId,
      date: data.purchaseDate ?? dhakaDay(at),
      type: purchaseId ? 'purchase' : 'opening',
      quantity_change: 1,
      value_change: data.purchasePrice,
      unit_cost: data.purchasePrice,
      reference: data.chassisNo,
      reason: purchaseId ? `Purchase ${data.origin?.memoNumber ?? ''}`.trim() : 'Entered in the motorcycle register',
      journal_entry_id: purchaseId ? (this.purchaseEntries.get(purchaseId) ?? null) : uuidOrNull(data.journalEntryId),
      from_purchase: purchaseId !== null,
      purchase_id: purchaseId,
      source_stream: purchaseId ? null : `motorcycle-${data.motorcycleId}`,
    });
  }

  /** An edit: a move to another product takes the unit out of one and into the other. */
  updated(data: { motorcycleId: string; productId: string; chassisNo: string }, fact: Fact): void {
    const before = this.seen.get(data.motorcycleId);
    this.seen.set(data.motorcycleId, { productId: data.productId, price: before?.price ?? null, chassisNo: data.chassisNo, purchaseId: before?.purchaseId ?? null });
    if (before && before.productId === data.productId) return;
    const date = dhakaDay(fact.at ?? occurredAt(fact.event));
    const side = (out: boolean) => ({
      motorcycle_id: data.motorcycleId,
      date,
      type: 'adjustment',
      unit_cost: null,
      reference: data.chassisNo,
      reason: out ? 'Moved to another product' : 'Moved from another product',
      journal_entry_id: null,
      from_purchase: false,
      purchase_id: null,
      source_stream: `motorcycle-${data.motorcycleId}`,
    });
    // Unseen, the edit may or may not move it: the flush compares with the product it was in.
    const movedTo = before ? null : data.productId;
    this.add(fact, { ...side(true), product_id: before?.productId ?? null, moved_to: movedTo, quantity_change: -1, value_change: before?.price == null ? null : -before.price }, 'out');
    this.add(fact, { ...side(false), product_id: data.productId, moved_to: movedTo, quantity_change: 1, value_change: before?.price ?? null }, 'in');
  }

  repriced(data: { motorcycleId: string; productId: string; previousPrice: number; purchasePrice: number; date: string; journalEntryId: string | null }, fact: Fact): void {
    const before = this.seen.get(data.motorcycleId);
    const purchaseId = before?.purchaseId ?? this.unitPurchases.get(data.motorcycleId) ?? null;
    this.seen.set(data.motorcycleId, { productId: data.productId, price: data.purchasePrice, chassisNo: before?.chassisNo ?? null, purchaseId });
    // By hand it has its own posting; by its purchase's correction, the purchase's new entry.
    const byHand = uuidOrNull(data.journalEntryId) !== null;
    this.add(fact, {
      motorcycle_id: data.motorcycleId,
      product_id: data.productId,
      date: data.date,
      type: 'revaluation',
      quantity_change: 0,
      value_change: data.purchasePrice - data.previousPrice,
      unit_cost: null,
      reference: before?.chassisNo ?? null,
      reason: 'Purchase price changed',
      journal_entry_id: byHand ? uuidOrNull(data.journalEntryId) : this.entryOf(purchaseId),
      from_purchase: !byHand,
      purchase_id: purchaseId,
      source_stream: byHand ? `motorcycle-${data.motorcycleId}` : null,
    });
  }

  removed(data: { motorcycleId: string; productId: string; reason: string; purchasePrice: number; date: string; reversalEntryIds: string[] }, fact: Fact): void {
    const before = this.seen.get(data.motorcycleId);
    this.seen.delete(data.motorcycleId);
    const byPurchase = data.reason === 'purchase_corrected';
    this.add(fact, {
      motorcycle_id: data.motorcycleId,
      product_id: data.productId,
      date: data.date,
      type: byPurchase ? 'purchase_reversal' : 'adjustment',
      quantity_change: -1,
      value_change: -data.purchasePrice,
      unit_cost: null,
      reference: before?.chassisNo ?? null,
      reason: byPurchase ? 'Purchase corrected or deleted' : 'Deleted from the motorcycle register',
      // Its posting is the reversal (of its purchase's entry, or of its own when entered by hand).
      journal_entry_id: uuidOrNull(data.reversalEntryIds?.[0]),
      from_purchase: byPurchase,
      purchase_id: before?.purchaseId ?? null,
      source_stream: byPurchase ? null : `motorcycle-${data.motorcycleId}`,
    });
  }

  /** Sold on an invoice (out at its own price), or the sale voided (back in at it). */
  sold(data: { motorcycleId: string; productId: string; invoiceId: string; cost: number; date: string }, fact: Fact, reversed: boolean): void {
    const before = this.seen.get(data.motorcycleId);
    this.seen.set(data.motorcycleId, { productId: data.productId, price: data.cost, chassisNo: before?.chassisNo ?? null, purchaseId: before?.purchaseId ?? null });
    this.add(fact, {
      motorcycle_id: data.motorcycleId,
      product_id: data.productId,
      date: data.date,
      type: reversed ? 'sale_return' : 'sale',
      quantity_change: reversed ? 1 : -1,
      value_change: reversed ? data.cost : -data.cost,
      unit_cost: null,
      reference: before?.chassisNo ?? null,
      reason: reversed ? 'Sale voided' : 'Sold',
      journal_entry_id: null,
      from_purchase: false,
      purchase_id: null,
      source_stream: uuidOrNull(data.invoiceId) ? `invoice-${data.invoiceId}` : `motorcycle-${data.motorcycleId}`,
    });
  }

  private entryOf(purchaseId: string | null | undefined): string | null {
    return purchaseId ? (this.purchaseEntries.get(purchaseId) ?? null) : null;
  }

  private add(fact: Fact, row: Omit<UnitMovementRow, 'id' | 'movement_id' | 'recorded_by' | 'recorded_at' | 'position' | 'moved_to'> & { moved_to?: string | null }, side?: 'out' | 'in'): void {
    const { event } = fact;
    this.rows.push({
      moved_to: null,
      ...row,
      id: side ? derivedId(event.id, side) : event.id,
      movement_id: side ? `${event.id}-${side}` : event.id,
      recorded_by: uuidOrNull(fact.by ?? event.metadata.userId),
      recorded_at: fact.at ?? occurredAt(event),
      position: event.globalPosition,
    });
  }

  /**
   * One statement: the rows resolved against the units and products as they were before this
   * batch, with their running quantity and value per product. Runs before the batch writes its
   * units and moves the products' stock. (A Motorcycle product's `movement_count` stays 0: its
   * history is counted, being one row per unit movement, and one more update of the products'
   * rows a batch would cost more than that.)
   */
  flush(db: StatementSink, schema: string): void {
    if (this.rows.length === 0) return;
    const values = COLUMNS.map(([name, type]) => pgArray(this.rows.map((row) => row[name]), type));
    db.execute(
      `WITH m AS (${unnestColumns(COLUMNS)}),
            resolved AS (
              SELECT m.*, coalesce(m.product_id, u.product_id) AS product,
                     coalesce(m.value_change, m.quantity_change * u.purchase_price) AS value,
                     coalesce(m.reference, u.chassis_no, '') AS chassis,
                     coalesce(m.purchase_id, u.purchase_id) AS purchase
                FROM m LEFT JOIN ${qualified(schema, 'motorcycles')} AS u ON u.id = m.motorcycle_id
               WHERE m.moved_to IS NULL OR u.product_id IS DISTINCT FROM m.moved_to),
            running AS (
              SELECT r.*, p.quantity + sum(r.quantity_change) OVER w AS quantity_after, p.stock_value + sum(r.value) OVER w AS value_after
                FROM resolved AS r JOIN ${qualified(schema, 'products')} AS p ON p.id = r.product
              WINDOW w AS (PARTITION BY r.product ORDER BY r.ord))
       INSERT INTO ${qualified(schema, 'stock_movements')}
              (id, product_id, movement_id, date, type, quantity_change, value_change, quantity_after, value_after, unit_cost,
               reference, reason, journal_entry_id, source_stream, recorded_by, recorded_at, position)
       SELECT r.id, r.product, r.movement_id, r.date, r.type, r.quantity_change, r.value, r.quantity_after, r.value_after, r.unit_cost,
              r.chassis, r.reason,
              coalesce(r.journal_entry_id, CASE WHEN r.from_purchase AND r.type <> 'purchase_reversal' THEN pu.journal_entry_id END),
              coalesce(r.source_stream, CASE WHEN r.purchase IS NOT NULL THEN 'purchase-' || r.purchase END, 'motorcycle-' || r.motorcycle_id),
              r.recorded_by, r.recorded_at, r.position
         FROM running AS r LEFT JOIN ${qualified(schema, 'purchases')} AS pu ON pu.id = r.purchase
       ON CONFLICT (id) DO NOTHING`,
      values,
    );
  }
}
