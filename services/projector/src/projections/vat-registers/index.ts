import { VAT_REGISTER_LINES_TABLE } from '@dealer/read-models';
import type { RecordedEvent } from '@dealer/event-store';
import type { ProjectionBatch } from '../batch';
import { occurredAt, type EventHandler, type HandlerMap, type Projection } from '../projection';
import type { StatementSink } from '../statements';
import { registerLineId, VatRegistersBatch, type RegisterReversal, type VatRegisterLineRow } from './tables';

export { VatRegistersBatch } from './tables';

declare module '../batch' {
  interface ProjectionBatch {
    vatRegisters: VatRegistersBatch;
  }
}

/**
 * The invoice and purchase events as this projection reads them: structurally, each VAT field
 * optional (a document issued before the business registered, or before purchases carried VAT, has none).
 */
interface VatLine {
  productId: string;
  productName: string;
  productModel?: string;
  motorcycleId?: string | null;
  chassisNo?: string;
  engineNo?: string;
  quantity: number;
  lineTotal: number;
  vatRateHundredths?: number | null;
  taxableValue?: number;
  vat?: number;
  inputVatCredited?: boolean;
  units?: readonly { chassisNo: string; engineNo: string }[];
}

interface IssuedInvoice {
  invoiceId: string;
  customerId: string;
  customer: { name?: string; address?: string };
  date: string;
  items: readonly VatLine[];
  journalEntryId: string;
  vatTotal?: number;
  pricesIncludeVat?: boolean;
  issuedAt?: string;
}

interface VoidedInvoice {
  invoiceId: string;
  date: string;
  reversals: readonly { journalEntryId: string; reversalEntryId: string }[];
  voidedAt?: string;
}

interface PostedPurchase {
  purchaseId: string;
  supplierId: string;
  memoNumber: string;
  purchaseDate: string;
  items: readonly VatLine[];
  journalEntryId: string;
  vatTotal?: number;
  supplierMushakNumber?: string;
  supplierMushakDate?: string | null;
  recordedAt?: string;
  amendedAt?: string;
  reversalEntryId?: string;
}

interface DeletedPurchase {
  purchaseId: string;
  reversalEntryId: string;
  deletedAt?: string;
}

/** The business day (Asia/Dhaka, UTC+6 all year) of an ISO timestamp. */

/** Only a document issued while registered carries VAT: its lines go in the register. */
const carriesVat = (document: { vatTotal?: number; items: readonly VatLine[] }) => document.vatTotal !== undefined || document.items.some((item) => item.vat !== undefined);

const unitNumbers = (item: VatLine, key: 'chassisNo' | 'engineNo') =>
  (item.units?.length ? item.units.map((unit) => unit[key]) : [item[key] ?? '']).filter(Boolean).join(' ');

/**
 * A line's figures. The register's taxable value is the value before VAT (VAT = rate × value, as
 * Mushak-6.1/6.2 and the return have it): an invoice whose prices included VAT holds the value with
 * the VAT in it (`taxableValue`), so its VAT is taken out.
 */
const lineFigures = (item: VatLine, vatIncluded = false) => ({
  product_id: item.productId,
  product_name: item.productName ?? '',
  quantity: item.quantity,
  taxable_value: (item.taxableValue ?? item.lineTotal) - (vatIncluded ? (item.vat ?? 0) : 0),
  supplementary_duty: 0,
  vat_rate_hundredths: item.vatRateHundredths ?? null,
  vat: item.vat ?? 0,
  chassis_numbers: unitNumbers(item, 'chassisNo'),
  engine_numbers: unitNumbers(item, 'engineNo'),
});

const invoiceIssued: EventHandler<IssuedInvoice, ProjectionBatch> = (data, event, { vatRegisters }) => {
  if (!carriesVat(data)) return;
  data.items.forEach((item, line) => {
    const unit = Boolean(item.motorcycleId);
    vatRegisters.insert(registerLineId(event.id, line), {
      register: 'sales',
      document_id: data.invoiceId,
      document_kind: 'invoice',
      document_line: line,
      document_number: null,
      document_reference_date: null,
      date: data.date,
      issued_at: data.issuedAt ?? occurredAt(event),
      counterparty_id: data.customerId,
      counterparty_name: data.customer?.name ?? '',
      counterparty_address: data.customer?.address ?? '',
      ...lineFigures(item, data.pricesIncludeVat ?? false),
      product_model: item.productModel ?? '',
      input_vat_credited: false,
      event_position: event.globalPosition,
      reversal: false,
      stock_source_stream: `invoice-${data.invoiceId}`,
      stock_movement_id: unit ? null : `${data.journalEntryId}-${line + 1}`,
      stock_movement_type: 'sale',
    } satisfies VatRegisterLineRow);
  });
};

const reversalOf = (event: RecordedEvent, fields: Omit<RegisterReversal, 'eventId' | 'position'>): RegisterReversal => ({ ...fields, eventId: event.id, position: BigInt(event.globalPosition) });

const invoiceVoided: EventHandler<VoidedInvoice, ProjectionBatch> = (data, event, { vatRegisters }) => {
  const issuedAt = data.voidedAt ?? occurredAt(event);
  vatRegisters.reversals.push(
    reversalOf(event, { documentId: data.invoiceId, kind: 'invoice-void', date: data.date, issuedAt, reversalEntryId: data.reversals[0]?.reversalEntryId ?? '', stockMovementType: 'sale_return' }),
  );
};

/** A purchase's lines as posted (recorded, or corrected: dated on the correction's day, as the law has corrections). */
function purchaseLines(data: PostedPurchase, event: RecordedEvent, batch: VatRegistersBatch, kind: 'purchase' | 'purchase-amendment', date: string, issuedAt: string): void {
  if (!carriesVat(data)) return;
  data.items.forEach((item, line) => {
    const units = (item.units?.length ?? 0) > 0;
    batch.insert(registerLineId(event.id, line), {
      register: 'purchases',
      document_id: data.purchaseId,
      document_kind: kind,
      document_line: line,
      document_number: data.supplierMushakNumber?.trim() || data.memoNumber,
      document_reference_date: data.supplierMushakDate ?? null,
      date,
      issued_at: issuedAt,
      counterparty_id: data.supplierId,
      counterparty_name: '',
      counterparty_address: '',
      ...lineFigures(item),
      product_model: '',
      input_vat_credited: item.inputVatCredited ?? false,
      event_position: event.globalPosition,
      reversal: false,
      stock_source_stream: `purchase-${data.purchaseId}`,
      stock_movement_id: units ? null : `${data.journalEntryId}-${line + 1}`,
      stock_movement_type: 'purchase',
    } satisfies VatRegisterLineRow);
  });
}

const purchaseRecorded: EventHandler<PostedPurchase, ProjectionBatch> = (data, event, { vatRegisters }) =>
  purchaseLines(data, event, vatRegisters, 'purchase', data.purchaseDate, data.recordedAt ?? occurredAt(event));

const purchaseAmended: EventHandler<PostedPurchase, ProjectionBatch> = (data, event, { vatRegisters }) => {
  const issuedAt = data.amendedAt ?? occurredAt(event);
  // Dated as the ledger dates them: the reversal on the corrected purchase's date, the new lines on the new date
  // (a submitted month refuses the correction, so a filed return never changes).
  vatRegisters.reversals.push(reversalOf(event, { documentId: data.purchaseId, kind: 'purchase-amendment', date: null, issuedAt, reversalEntryId: data.reversalEntryId ?? '', stockMovementType: 'purchase_reversal' }));
  purchaseLines(data, event, vatRegisters, 'purchase-amendment', data.purchaseDate, issuedAt);
};

const purchaseDeleted: EventHandler<DeletedPurchase, ProjectionBatch> = (data, event, { vatRegisters }) => {
  const issuedAt = data.deletedAt ?? occurredAt(event);
  vatRegisters.reversals.push(
    reversalOf(event, { documentId: data.purchaseId, kind: 'purchase-deleted', date: null, issuedAt, reversalEntryId: data.reversalEntryId, stockMovementType: 'purchase_reversal' }),
  );
};

const stockMoved: EventHandler<unknown, ProjectionBatch> = (_data, _event, { vatRegisters }) => {
  vatRegisters.stockMoved = true;
};

/** Stock movements of sales and purchases (products' and units'): a row written earlier may be waiting for one. */
const STOCK_EVENTS = ['StockIssued', 'StockReturned', 'StockReceived', 'StockReceiptReversed', 'StockRevalued', 'MotorcycleUnitSold', 'MotorcycleUnitSaleReversed', 'MotorcycleUnitRegistered', 'MotorcycleUnitRemoved', 'MotorcycleUnitRepriced'];

/**
 * The Mushak-6.2 sales register and the Mushak-6.1 purchase register (vat_register_lines): it owns
 * no event, it follows the invoices' and purchases' (and the stock movements the same decisions
 * record), after their projections in PROJECTIONS, so the invoice's number and the stock rows are
 * written when it flushes.
 */
export const vatRegistersProjection: Projection<'vatRegisters'> = {
  name: 'vatRegisters',
  tables: { [VAT_REGISTER_LINES_TABLE]: 'id' },
  createState: () => new VatRegistersBatch(),
  handlers: {},
  follows: {
    InvoiceIssued: invoiceIssued,
    InvoiceVoided: invoiceVoided,
    PurchaseRecorded: purchaseRecorded,
    PurchaseAmended: purchaseAmended,
    PurchaseDeleted: purchaseDeleted,
    ...Object.fromEntries(STOCK_EVENTS.map((type) => [type, stockMoved])),
  } as HandlerMap<ProjectionBatch>,
  flush: (state: VatRegistersBatch, db: StatementSink, schema: string) => state.flush(db, schema),
};
