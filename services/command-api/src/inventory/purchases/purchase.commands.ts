import { BadRequestException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  amendPurchase,
  BOOKS_CLOSING_STREAM,
  deletePurchase,
  formatTaka,
  journalEntryStream,
  lineValue,
  motorcycleStream,
  payableStream,
  paymentMethodStream,
  productStream,
  PURCHASE_ACCOUNT_ROLES,
  purchaseReads,
  purchaseStream,
  recordPurchase,
  SUPPLIER_BILL_SCOPE,
  supplierBillValue,
  supplierRefOf,
  supplierStream,
  uniqueValueStream,
  uuidv7,
  VAT_SETTINGS_STREAM,
  vatOf,
  vatPeriodOf,
  vatPeriodStream,
  vatSettingsOn,
  type BooksState,
  type VatPeriodState,
  type VatSettingsState,
  type JournalEntryState,
  type MotorcycleUnitState,
  type PayableState,
  type PaymentMethodState,
  type ProductState,
  type PurchaseFields,
  type PurchaseGiven,
  type PurchaseState,
  type SupplierState,
  type UniqueValueState,
} from '@dealer/domain';
import { CommandPipeline, type StreamReader } from '../../platform/command-pipeline';
import type { CommandContext } from '../../platform/command-context';
import { poishaFromTaka } from '../../platform/taka';
import { AccountFundsReader } from '../../accounts/shared/account-funds';
import { accountClassTypes, accountStates } from '../../accounts/shared/account-states';
import type { PurchaseRequest } from './purchase.dto';
import { PurchaseQueries } from './purchase-queries';
import { refusal, refusalsIn } from '../../platform/refusals';
import { SystemAccountIds, systemAccountStates } from '../../platform/system-accounts';
import { mayOverdraw, purchaseRefusals } from './purchase.refusals';

export class RecordPurchase {
  constructor(readonly context: CommandContext, readonly fields: PurchaseRequest) {}
}
export class AmendPurchase {
  constructor(readonly context: CommandContext, readonly purchaseId: string, readonly fields: PurchaseRequest) {}
}
export class DeletePurchase {
  constructor(readonly context: CommandContext, readonly purchaseId: string) {}
}

const now = () => new Date().toISOString();
/** The overdraft confirmation counts only from a role that may give it (purchase.refusals.ts). */
const confirmedOverdraft = (context: CommandContext, fields: PurchaseRequest) => mayOverdraw(context.role) && (fields.allowOverdraft ?? false);
const badRequest = (errors: Record<string, string>) => new BadRequestException({ success: false, message: Object.values(errors)[0], errors });

/** A line's VAT as the domain will take it (poisha): as given, else its rate on its value. */
function lineVatOf(item: PurchaseRequest['items'][number]): number {
  if (item.vat !== undefined && item.vat !== null) return poishaFromTaka(item.vat);
  if (item.vatRate === undefined || item.vatRate === null) return 0;
  return vatOf(lineValue(item.quantity, poishaFromTaka(item.purchasePrice)), Math.round(item.vatRate * 100), false);
}

/**
 * What the contract refuses before any stream is read (400): a product on two lines, a total that
 * is not the items plus other charges, a paid amount outside 0..total. Returns the total, poisha.
 */
function checkedTotal(fields: PurchaseRequest): number {
  const errors: Record<string, string> = {};
  const lineOf = new Map<string, number>();
  fields.items.forEach((item, index) => {
    const id = item.product.toLowerCase();
    const first = lineOf.get(id);
    if (first !== undefined) errors[`items.${index}.product`] = `This product is already on line ${first + 1}`;
    else lineOf.set(id, index);
  });
  if (Object.keys(errors).length) throw badRequest(errors);
  const subtotal = fields.items.reduce((sum, item) => sum + lineValue(item.quantity, poishaFromTaka(item.purchasePrice)), 0);
  const vat = fields.items.reduce((sum, item) => sum + lineVatOf(item), 0);
  const total = subtotal + poishaFromTaka(fields.otherCharges ?? 0) + vat;
  if (fields.total !== undefined && fields.total !== null && Math.abs(poishaFromTaka(fields.total) - total) > 1) {
    throw badRequest({ total: `Total must equal the items plus other charges${vat > 0 ? ' and VAT' : ''} (${formatTaka(total)})` });
  }
  const paid = fields.paidAmount ?? 0;
  if (paid < 0 || poishaFromTaka(paid) > total) throw badRequest({ paidAmount: `Paid amount must be between ৳0.00 and ${formatTaka(total)}` });
  return total;
}

/**
 * The request as the domain takes it. Each unit needs its id: a unit the purchase already holds
 * (same chassis number on a line of the same product) keeps its id and so its register data; any
 * other is new.
 */
function purchaseFields(fields: PurchaseRequest, current: PurchaseState | null): PurchaseFields {
  const kept = new Map<string, string>();
  for (const item of current?.items ?? []) for (const unit of item.units) kept.set(`${item.productId}/${unit.chassisNo.toLowerCase()}`, unit.motorcycleId);
  return {
    supplierId: fields.supplier,
    memoNumber: fields.memoNumber,
    purchaseDate: fields.purchaseDate,
    paymentTerms: fields.paymentTerms ?? undefined,
    dueDate: fields.dueDate ?? null,
    otherCharges: poishaFromTaka(fields.otherCharges ?? 0),
    notes: fields.notes ?? '',
    supplierMushakNumber: fields.supplierMushakNumber ?? null,
    supplierMushakDate: fields.supplierMushakDate ?? null,
    items: fields.items.map((item) => ({
      productId: item.product,
      quantity: item.quantity,
      purchasePrice: poishaFromTaka(item.purchasePrice),
      salePrice: poishaFromTaka(item.salePrice),
      vatRateHundredths: item.vatRate === undefined || item.vatRate === null ? null : Math.round(item.vatRate * 100),
      vat: item.vat === undefined || item.vat === null ? null : poishaFromTaka(item.vat),
      units: (item.units ?? []).map((unit) => {
        const key = `${item.product}/${unit.chassisNo.toLowerCase()}`;
        const motorcycleId = kept.get(key) ?? uuidv7();
        kept.delete(key);
        return { motorcycleId, chassisNo: unit.chassisNo, engineNo: unit.engineNo, color: unit.color };
      }),
    })),
    purchasePaymentMethodId: fields.purchasePaymentMethod,
    paidAmount: poishaFromTaka(fields.paidAmount ?? 0),
  };
}

/**
 * Every stream a purchase decision needs (purchaseReads), read so that each guards the append,
 * and no more: each stream read is one more revision the append checks. The paying account (and
 * its class) only when something is paid at once; of the system accounts, a new purchase needs
 * Accounts Payable and the inventory accounts of its lines' types (a correction or a deletion may
 * also post a residual to Inventory Gain or Loss, and takes back lines of any type: all of them).
 */
async function purchaseGiven(
  read: StreamReader,
  purchase: PurchaseState,
  fields: PurchaseFields | null,
  payableId: string,
  roles: Record<string, string>,
): Promise<Omit<PurchaseGiven, 'funds'>> {
  const current = purchase.lifecycle === 'recorded' ? purchase : undefined;
  const reads = purchaseReads(fields, current);
  const products: Record<string, ProductState> = {};
  for (const id of reads.productIds) products[id] = await read<ProductState>(productStream(id));
  const units: Record<string, MotorcycleUnitState> = {};
  for (const id of reads.motorcycleIds) units[id] = await read<MotorcycleUnitState>(motorcycleStream(id));
  const reservations: Record<string, UniqueValueState> = {};
  for (const stream of reads.reservationStreams) reservations[stream] = await read<UniqueValueState>(stream);
  const paymentMethod = fields ? await read<PaymentMethodState>(paymentMethodStream(fields.purchasePaymentMethodId)) : null;
  const paysAtOnce = (fields?.paidAmount ?? 0) > 0;
  const accounts = paymentMethod?.accountId && paysAtOnce ? await accountStates(read, [paymentMethod.accountId]) : {};
  const vat = await vatGiven(read, fields, current);
  const neededRoles = current ? roles : rolesOfLines(roles, Object.values(products), vat.registered);
  return {
    purchase,
    supplier: fields ? supplierRefOf(await read<SupplierState>(supplierStream(fields.supplierId))) : null,
    products,
    units,
    reservations,
    paymentMethod: paymentMethod?.lifecycle === 'active' ? paymentMethod : null,
    accounts,
    accountTypes: await accountClassTypes(read, accounts),
    systemAccounts: await systemAccountStates(read, neededRoles),
    payable: await read<PayableState>(payableStream(payableId)),
    books: await read<BooksState>(BOOKS_CLOSING_STREAM),
    postedEntry: current ? await read<JournalEntryState>(journalEntryStream(current.journalEntryId)) : undefined,
    vatSettings: vat.settings,
    vatPeriods: vat.periods,
  };
}

/**
 * The VAT streams a purchase decision reads (issue 24), each guarding the append: the settings
 * (a change landing meanwhile makes it decide again), and the VAT month of its date when registered
 * on it, and of its current date when it bore VAT (a submitted month refuses it).
 */
async function vatGiven(read: StreamReader, fields: PurchaseFields | null, current: PurchaseState | undefined) {
  const settings = await read<VatSettingsState>(VAT_SETTINGS_STREAM);
  const registered = fields !== null && vatSettingsOn(settings, fields.purchaseDate).registered;
  const dates = [registered ? fields.purchaseDate : null, (current?.vatTotal ?? 0) > 0 ? current!.purchaseDate : null];
  const periods: Record<string, VatPeriodState> = {};
  for (const date of dates) {
    if (!date || !/^\d{4}-\d{2}/.test(date)) continue;
    const period = vatPeriodOf(date);
    if (!periods[period]) periods[period] = await read<VatPeriodState>(vatPeriodStream(period));
  }
  return { settings, registered, periods };
}

/**
 * Accounts Payable, the inventory account of each product type the lines name (an unknown product:
 * all of them, the domain says why), and VAT Input Credit when registered on the purchase date.
 */
function rolesOfLines(roles: Record<string, string>, products: ProductState[], registeredForVat: boolean): Record<string, string> {
  const types = new Set<string>(products.map((product) => (product.status === 'active' ? product.type : '*')));
  const wanted = (role: string) =>
    role === 'accountsPayable' || (role === 'vatInputCredit' && registeredForVat) || types.has('*') || (role.startsWith('inventory.') && types.has(role.slice('inventory.'.length)));
  return Object.fromEntries(Object.entries(roles).filter(([role]) => wanted(role)));
}

/**
 * Memo and bill numbers are unique per supplier across purchases and supplier bills: the domain
 * keeps a reservation scope for each; the purchase reads the bills' one too (guarded, so a bill
 * claiming the same number at the same time makes one of the two re-decide and refuse).
 */
async function refuseBillNumberTaken(read: StreamReader, fields: PurchaseFields, supplierName: string | undefined): Promise<void> {
  const memo = fields.memoNumber.trim();
  if (!memo || !fields.supplierId) return;
  const bill = await read<UniqueValueState>(uniqueValueStream(SUPPLIER_BILL_SCOPE, supplierBillValue(fields.supplierId, memo)));
  const supplier = supplierName ?? 'this supplier';
  if (bill.ownerId !== null) throw refusal(`Memo number ${memo} already exists for ${supplier}`, 'conflict', undefined, { code: 'memo_number_taken', params: { memoNumber: memo, supplier } });
}

@CommandHandler(RecordPurchase)
export class RecordPurchaseHandler implements ICommandHandler<RecordPurchase> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly systemAccounts: SystemAccountIds,
    private readonly funds: AccountFundsReader,
    private readonly queries: PurchaseQueries,
  ) {}

  async execute({ context, fields }: RecordPurchase) {
    checkedTotal(fields);
    const purchaseId = uuidv7();
    const payableId = uuidv7();
    const journalEntryId = uuidv7();
    const roles = await this.systemAccounts.of(PURCHASE_ACCOUNT_ROLES);
    const paysAtOnce = (fields.paidAmount ?? 0) > 0;
    return refusalsIn(
      purchaseRefusals(this.queries, null, fields, context.role),
      () =>
        this.pipeline.run(context, {
          result: { id: purchaseId },
          // Money paid at once cannot be money that does not exist: the account's balance is in the read models.
          readsReadModels: paysAtOnce,
          decide: async (read) => {
            const purchase = await read<PurchaseState>(purchaseStream(purchaseId));
            const command = purchaseFields(fields, null);
            const given = await purchaseGiven(read, purchase, command, payableId, roles);
            await refuseBillNumberTaken(read, command, given.supplier?.name);
            const funds = paysAtOnce ? await this.funds.funds(given.accounts, read, command.purchaseDate) : undefined;
            return recordPurchase(
              { ...command, purchaseId, journalEntryId, payableId, recordedBy: context.userId, recordedAt: now(), allowOverdraft: confirmedOverdraft(context, fields) },
              { ...given, funds },
            );
          },
        }),
    );
  }
}

@CommandHandler(AmendPurchase)
export class AmendPurchaseHandler implements ICommandHandler<AmendPurchase> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly systemAccounts: SystemAccountIds,
    private readonly funds: AccountFundsReader,
    private readonly queries: PurchaseQueries,
  ) {}

  async execute({ context, purchaseId, fields }: AmendPurchase) {
    checkedTotal(fields);
    const roles = await this.systemAccounts.of(PURCHASE_ACCOUNT_ROLES);
    const paysAtOnce = (fields.paidAmount ?? 0) > 0;
    return refusalsIn(
      purchaseRefusals(this.queries, purchaseId, fields, context.role),
      () =>
        this.pipeline.run(context, {
          result: { id: purchaseId },
          readsReadModels: paysAtOnce,
          decide: async (read) => {
            const purchase = await read<PurchaseState>(purchaseStream(purchaseId));
            if (purchase.lifecycle !== 'recorded') throw refusal('Purchase not found', 'not_found');
            const command = purchaseFields(fields, purchase);
            const given = await purchaseGiven(read, purchase, command, purchase.payableId, roles);
            await refuseBillNumberTaken(read, command, given.supplier?.name);
            // What it paid before comes back to the account it left: the decision checks the difference.
            const funds = paysAtOnce ? await this.funds.funds(given.accounts, read, command.purchaseDate) : undefined;
            return amendPurchase(
              {
                ...command,
                purchaseId,
                reversalEntryId: uuidv7(),
                journalEntryId: uuidv7(),
                adjustmentEntryId: uuidv7(),
                amendedBy: context.userId,
                amendedAt: now(),
                allowOverdraft: confirmedOverdraft(context, fields),
              },
              { ...given, funds },
            );
          },
        }),
    );
  }
}

@CommandHandler(DeletePurchase)
export class DeletePurchaseHandler implements ICommandHandler<DeletePurchase> {
  constructor(private readonly pipeline: CommandPipeline, private readonly systemAccounts: SystemAccountIds, private readonly queries: PurchaseQueries) {}

  async execute({ context, purchaseId }: DeletePurchase) {
    const roles = await this.systemAccounts.of(PURCHASE_ACCOUNT_ROLES);
    return refusalsIn(
      purchaseRefusals(this.queries, purchaseId, null),
      () =>
        this.pipeline.run(context, {
          result: { id: purchaseId },
          decide: async (read) => {
            const purchase = await read<PurchaseState>(purchaseStream(purchaseId));
            if (purchase.lifecycle !== 'recorded') throw refusal('Purchase not found', 'not_found');
            const given = await purchaseGiven(read, purchase, null, purchase.payableId, roles);
            return deletePurchase(
              { purchaseId, reversalEntryId: uuidv7(), adjustmentEntryId: uuidv7(), deletedBy: context.userId, deletedAt: now() },
              { purchase, products: given.products, units: given.units, payable: given.payable, systemAccounts: given.systemAccounts, books: given.books, postedEntry: given.postedEntry, vatPeriods: given.vatPeriods },
            );
          },
        }),
    );
  }
}

export const PURCHASE_COMMAND_HANDLERS = [RecordPurchaseHandler, AmendPurchaseHandler, DeletePurchaseHandler];
