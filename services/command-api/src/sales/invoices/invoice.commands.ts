import { BadRequestException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  addInvoicePayment,
  BOOKS_CLOSING_STREAM,
  BUSINESS_SETTINGS_STREAM,
  bookingStream,
  costOfGoodsSoldRole,
  customerStream,
  formatTaka,
  initialReceivableState,
  INVOICE_ACCOUNT_ROLES,
  invoiceEntryIds,
  invoiceReads,
  invoiceStream,
  isUuid,
  issueInvoice,
  journalEntryStream,
  lineValue,
  methodAccountIds,
  motorcycleStream,
  paymentMethodStream,
  productStream,
  receivableStream,
  salesRole,
  stockRole,
  updateInvoiceDetails,
  uuidv7,
  VAT_SETTINGS_STREAM,
  vatSettingsOn,
  voidInvoice,
  type BookingState,
  type BooksState,
  type BusinessSettingsState,
  type CustomerState,
  type InvoiceFields,
  type InvoiceGiven,
  type InvoiceState,
  type InvoiceType,
  type JournalEntryState,
  type MotorcycleUnitState,
  type PaymentMethodState,
  type PaymentMethodsGiven,
  type PaymentRowInput,
  type ProductState,
  type ReceivableState,
  type SalesRole,
  type VatSettingsState,
  type VatPeriodState,
  vatPeriodOf,
  vatPeriodStream,
} from '@dealer/domain';
import { CommandPipeline, type StreamReader } from '../../platform/command-pipeline';
import type { CommandContext } from '../../platform/command-context';
import { dhakaDate } from '../../platform/dates';
import { poishaFromTaka } from '../../platform/taka';
import { AccountFundsReader } from '../../accounts/shared/account-funds';
import { accountClassTypes, accountStates } from '../../accounts/shared/account-states';
import { refusalsIn } from '../../platform/refusals';
import { SystemAccountIds, systemAccountStates } from '../../platform/system-accounts';
import { PaymentReferences } from '../payment-references';
import { throughApprovals, type ApprovalOutcome } from '../../approvals/approval-gate';
import { INVOICE_REFUSALS } from './invoice.refusals';
import type { InvoiceDetailsRequest, InvoiceItemBody, InvoicePaymentBody, InvoiceRequest } from './invoice.dto';

export class IssueInvoice {
  constructor(readonly context: CommandContext, readonly fields: InvoiceRequest) {}
}
export class AddInvoicePayments {
  constructor(readonly context: CommandContext, readonly invoiceId: string, readonly payments: InvoicePaymentBody[], readonly date: string | undefined) {}
}
export class UpdateInvoiceDetails {
  constructor(readonly context: CommandContext, readonly invoiceId: string, readonly fields: InvoiceDetailsRequest) {}
}
export class VoidInvoice {
  constructor(readonly context: CommandContext, readonly invoiceId: string, readonly reason: string | undefined, readonly allowOverdraft: boolean) {}
}

const now = () => new Date().toISOString();
const badRequest = (errors: Record<string, string>) => new BadRequestException({ success: false, message: Object.values(errors)[0], errors });

/** The line's product id: `product`, else a `key` that is an id (the spec's client keys product rows by their id). */
const productIdOf = (item: InvoiceItemBody) => item.product ?? (item.key && isUuid(item.key) ? item.key.toLowerCase() : undefined);

/** Payment rows with ids (kept across retries), as the domain takes them; an empty form row stays empty and is dropped there. */
const paymentRows = (payments: InvoicePaymentBody[] | undefined): PaymentRowInput[] =>
  (payments ?? []).map((row) => ({ paymentId: uuidv7(), paymentMethodId: row.method ?? '', amount: row.amount === undefined ? (undefined as never) : poishaFromTaka(row.amount), transactionId: row.transactionId ?? null }));

/**
 * The request as the domain takes it: taka to poisha, a percentage to hundredths, the invoice type
 * from the lines (a line naming a motorcycle makes a Motorcycle invoice). A line's `total`, when
 * sent, must be its quantity times its price (400 before any stream is read).
 */
function invoiceFields(fields: InvoiceRequest, date: string): Omit<InvoiceFields, 'payments'> & { payments: PaymentRowInput[] } {
  const errors: Record<string, string> = {};
  const motorcycle = fields.items.some((item) => item.motorcycleId);
  const invoiceType: InvoiceType = fields.invoiceType === 'Motorcycle' || fields.invoiceType === 'Accessories & Spare Parts' ? fields.invoiceType : motorcycle ? 'Motorcycle' : 'Accessories & Spare Parts';
  if (invoiceType === 'Accessories & Spare Parts' && motorcycle) errors.invoiceType = 'A motorcycle is sold on a Motorcycle invoice';
  fields.items.forEach((item, index) => {
    if (item.total === undefined || item.unitPrice === undefined) return;
    const expected = lineValue(item.quantity ?? 1, poishaFromTaka(item.unitPrice));
    if (poishaFromTaka(item.total) !== expected) errors[`items.${index}.total`] = `Total must be quantity × unit price (${formatTaka(expected)})`;
  });
  if (Object.keys(errors).length) throw badRequest(errors);
  return {
    invoiceType,
    customerId: fields.customer,
    date,
    items: fields.items.map((item) => ({
      productId: invoiceType === 'Motorcycle' ? null : productIdOf(item),
      motorcycleId: item.motorcycleId ?? null,
      quantity: item.quantity,
      unitPrice: item.unitPrice === undefined ? null : poishaFromTaka(item.unitPrice),
    })),
    shippingCharge: poishaFromTaka(fields.shippingCharge ?? 0),
    discountType: fields.discountType ?? 'flat',
    // Flat: taka to poisha; a percent with at most 2 decimals to hundredths of a percent, the same scaling.
    discountValue: poishaFromTaka(fields.discountValue ?? 0),
    payments: paymentRows(fields.payments),
    bookingId: fields.bookingId ?? null,
    notes: fields.notes ?? '',
  };
}

/**
 * The methods the rows name, their accounts (and fee accounts) with class types, and the system
 * accounts of `roles`; Customer Deposits too when a row's method pays into it (the Booking Money
 * method, told apart by that account), Payment Processing Fees when a method's fee goes there.
 */
export async function methodsGiven(read: StreamReader, methodIds: readonly string[], roleIds: Record<string, string>, roles: readonly SalesRole[]): Promise<PaymentMethodsGiven> {
  const paymentMethods: Record<string, PaymentMethodState> = {};
  for (const id of methodIds) if (isUuid(id)) paymentMethods[id] = await read<PaymentMethodState>(paymentMethodStream(id));
  const active = Object.values(paymentMethods).filter((method) => method.lifecycle === 'active');
  const accounts = await accountStates(read, methodAccountIds(active));
  const needed = new Set(roles);
  if (active.some((method) => method.processingFeeHundredths > 0 && !method.processingFeeAccountId)) needed.add('processingFees');
  if (active.some((method) => method.accountId === roleIds.customerDeposits)) needed.add('customerDeposits');
  return {
    paymentMethods,
    accounts,
    accountTypes: await accountClassTypes(read, accounts),
    systemAccounts: await systemAccountStates(read, Object.fromEntries([...needed].flatMap((role) => (roleIds[role] ? [[role, roleIds[role]]] : [])))),
  };
}

/**
 * Every stream an invoice decision needs, read so that each guards the append: the invoice, the
 * customer, each unit and the product of each line and unit, the booking, the payment methods and
 * their accounts, the system accounts of the lines' types (and of the charges it has), the business
 * settings (invoice terms) and the books. The receivable has a fresh id, like the entry: it is new,
 * and not read (a guard on it would only cost the append). (The sales bench seeds its store through it too.)
 */
export async function issueGiven(read: StreamReader, invoiceId: string, receivableId: string, fields: InvoiceFields, roleIds: Record<string, string>): Promise<InvoiceGiven> {
  const reads = invoiceReads(fields);
  const units: Record<string, MotorcycleUnitState> = {};
  for (const id of reads.motorcycleIds) if (isUuid(id)) units[id] = await read<MotorcycleUnitState>(motorcycleStream(id));
  const productIds = [...new Set([...reads.productIds.filter(isUuid), ...Object.values(units).map((unit) => unit.productId).filter(Boolean)])];
  const products: Record<string, ProductState> = {};
  for (const id of productIds) products[id] = await read<ProductState>(productStream(id));
  const types = [...new Set(Object.values(products).filter((product) => product.status === 'active').map((product) => product.type))];
  const roles: SalesRole[] = ['accountsReceivable', ...(fields.bookingId ? ['customerDeposits' as const] : []), ...types.flatMap((type) => [salesRole(type), costOfGoodsSoldRole(type), stockRole(type)])];
  if ((fields.discountValue ?? 0) > 0) roles.push('salesDiscounts');
  if ((fields.shippingCharge ?? 0) > 0) roles.push('otherIncome');
  // The VAT settings guard the append: a change landing meanwhile makes the decision run again.
  const vatSettings = await read<VatSettingsState>(VAT_SETTINGS_STREAM);
  if (vatSettingsOn(vatSettings, fields.date).registered) roles.push('vatPayable');
  const settings = await read<BusinessSettingsState>(BUSINESS_SETTINGS_STREAM);
  return {
    invoice: await read<InvoiceState>(invoiceStream(invoiceId)),
    customer: await read<CustomerState>(customerStream(fields.customerId)),
    products,
    units,
    booking: fields.bookingId ? await read<BookingState>(bookingStream(fields.bookingId)) : null,
    receivable: initialReceivableState,
    invoiceTermsDays: settings.invoiceTermsDays,
    books: await read<BooksState>(BOOKS_CLOSING_STREAM),
    vatSettings,
    // Registered on its date, the invoice's month guards the append too: a return submitted meanwhile refuses it.
    vatPeriod: vatSettingsOn(vatSettings, fields.date).registered ? await read<VatPeriodState>(vatPeriodStream(vatPeriodOf(fields.date))) : undefined,
    ...(await methodsGiven(read, reads.paymentMethodIds, roleIds, roles)),
  };
}

@CommandHandler(IssueInvoice)
export class IssueInvoiceHandler implements ICommandHandler<IssueInvoice> {
  constructor(private readonly pipeline: CommandPipeline, private readonly systemAccounts: SystemAccountIds, private readonly references: PaymentReferences) {}

  async execute({ context, fields }: IssueInvoice) {
    const today = dhakaDate();
    const command = invoiceFields(fields, fields.date ?? today);
    // An approved request issues the invoice its approval named.
    const invoiceId = context.approval?.invoiceId ?? uuidv7();
    const journalEntryId = uuidv7();
    const receivableId = uuidv7();
    const roleIds = await this.systemAccounts.of(INVOICE_ACCOUNT_ROLES);
    const result: ApprovalOutcome = { id: invoiceId };
    return refusalsIn(
      this.references.in(INVOICE_REFUSALS),
      () =>
        this.pipeline.run(context, {
          result,
          decide: async (read) =>
            throughApprovals(
              context,
              result,
              read,
              issueInvoice(
                { ...command, today, invoiceId, journalEntryId, receivableId, issuedBy: context.userId, issuedAt: now() },
                { ...(await issueGiven(read, invoiceId, receivableId, command, roleIds)), ...(await this.references.given(read, command.payments)) },
              ),
              { kind: 'IssueInvoice', invoiceId, date: command.date, request: fields },
            ),
        }),
    );
  }
}

@CommandHandler(AddInvoicePayments)
export class AddInvoicePaymentsHandler implements ICommandHandler<AddInvoicePayments> {
  constructor(private readonly pipeline: CommandPipeline, private readonly systemAccounts: SystemAccountIds, private readonly references: PaymentReferences) {}

  async execute({ context, invoiceId, payments, date }: AddInvoicePayments) {
    const rows = paymentRows(payments);
    const journalEntryId = uuidv7();
    const roleIds = await this.systemAccounts.of(INVOICE_ACCOUNT_ROLES);
    return refusalsIn(this.references.in(INVOICE_REFUSALS), () => this.pipeline.run(context, {
      result: { id: invoiceId },
      decide: async (read) => {
        const invoice = await read<InvoiceState>(invoiceStream(invoiceId));
        return addInvoicePayment(
          { invoiceId, payments: rows, date: date ?? dhakaDate(), today: dhakaDate(), journalEntryId, receivedBy: context.userId, receivedAt: now() },
          {
            invoice,
            receivable: await read<ReceivableState>(receivableStream(invoice.receivableId ?? invoiceId)),
            books: await read<BooksState>(BOOKS_CLOSING_STREAM),
            ...(await methodsGiven(read, rows.map((row) => row.paymentMethodId), roleIds, ['accountsReceivable'])),
            ...(await this.references.given(read, rows)),
          },
        );
      },
    }));
  }
}

@CommandHandler(UpdateInvoiceDetails)
export class UpdateInvoiceDetailsHandler implements ICommandHandler<UpdateInvoiceDetails> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ context, invoiceId, fields }: UpdateInvoiceDetails) {
    // The domain names the contact's fields `customer.phone`…; the request (and its form) names them flat.
    return refusalsIn({ fields: (field) => (field === 'customer.phone' ? { field: 'phone' } : undefined) }, () =>
      this.pipeline.run(context, {
        result: { id: invoiceId },
        decide: async (read) =>
          updateInvoiceDetails(
            { invoiceId, customer: { name: fields.customerName, phone: fields.phone, email: fields.email, address: fields.address }, notes: fields.notes, updatedBy: context.userId, updatedAt: now() },
            { invoice: await read<InvoiceState>(invoiceStream(invoiceId)) },
          ),
      }),
    );
  }
}

@CommandHandler(VoidInvoice)
export class VoidInvoiceHandler implements ICommandHandler<VoidInvoice> {
  constructor(private readonly pipeline: CommandPipeline, private readonly funds: AccountFundsReader, private readonly references: PaymentReferences) {}

  async execute({ context, invoiceId, reason, allowOverdraft }: VoidInvoice) {
    const reversalIds: string[] = [];
    const result: ApprovalOutcome = { id: invoiceId };
    return this.pipeline.run(context, {
      result,
      // The refunds leave their methods' accounts: their balances are in the read models.
      readsReadModels: true,
      decide: async (read) => {
        const invoice = await read<InvoiceState>(invoiceStream(invoiceId));
        const entryIds = invoice.lifecycle === 'issued' ? invoiceEntryIds(invoice) : [];
        while (reversalIds.length < entryIds.length) reversalIds.push(uuidv7());
        const products: Record<string, ProductState> = {};
        const units: Record<string, MotorcycleUnitState> = {};
        for (const item of invoice.items) {
          if (item.motorcycleId) units[item.motorcycleId] = await read<MotorcycleUnitState>(motorcycleStream(item.motorcycleId));
          else products[item.productId] = await read<ProductState>(productStream(item.productId));
        }
        const entries: Record<string, JournalEntryState> = {};
        for (const id of entryIds) entries[id] = await read<JournalEntryState>(journalEntryStream(id));
        const accounts = await accountStates(read, invoice.allPayments.map((payment) => payment.accountId));
        const date = dhakaDate();
        const voided = voidInvoice(
          { invoiceId, date, reversalEntryIds: reversalIds.slice(0, entryIds.length), reason, voidedBy: context.userId, voidedAt: now(), allowOverdraft },
          {
            invoice,
            products,
            units,
            booking: invoice.booking ? await read<BookingState>(bookingStream(invoice.booking.bookingId)) : null,
            receivable: await read<ReceivableState>(receivableStream(invoice.receivableId ?? invoiceId)),
            entries,
            books: await read<BooksState>(BOOKS_CLOSING_STREAM),
            accounts,
            funds: Object.keys(accounts).length ? await this.funds.funds(accounts, read, date) : undefined,
            // Its payments' transaction IDs are released in the same append (claimable again on the corrected invoice).
            paymentReferences: (await this.references.given(read, invoice.allPayments)).paymentReferences,
          },
        );
        return throughApprovals(context, result, read, voided, { kind: 'VoidInvoice', invoice, invoiceId, reason: reason ?? '', allowOverdraft });
      },
    });
  }
}

export const INVOICE_COMMAND_HANDLERS = [IssueInvoiceHandler, AddInvoicePaymentsHandler, UpdateInvoiceDetailsHandler, VoidInvoiceHandler];
