import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  amendSupplierBill,
  BOOKS_CLOSING_STREAM,
  deleteSupplierBill,
  moneyAccountKind,
  PAY_PAYABLE_ACCOUNT_ROLES,
  payableStream,
  paymentMethodStream,
  payPayable,
  PURCHASE_MEMO_SCOPE,
  purchaseMemoValue,
  recordSupplierBill,
  SUPPLIER_BILL_ACCOUNT_ROLES,
  SUPPLIER_BILL_SCOPE,
  supplierBillValue,
  supplierRefOf,
  supplierStream,
  uniqueValueStream,
  uuidv7,
  type BooksState,
  type GlClassType,
  type GlAccountState,
  type PayableState,
  type PaymentMethodState,
  type SupplierState,
  type UniqueValueState,
} from '@dealer/domain';
import { CommandPipeline, type StreamReader } from '../../platform/command-pipeline';
import { AccountFundsReader } from '../shared/account-funds';
import { accountClassTypes, accountStates } from '../shared/account-states';
import { decidedAt, enteredOpenItem, OpenItemChange, OpenItemEntry, openItemPaymentOf, OpenItemRemoval, postedEntryOf, refuseOtherItemInBody, removalPlan, runOpenItemPlan } from '../open-items/open-item.commands';
import { refusal } from '../../platform/refusals';
import { SystemAccountIds, systemAccountStates } from '../../platform/system-accounts';
import { NOT_A_BILL_ACCOUNT, payableRefusals } from './payable.refusals';
import { PaymentReferences } from '../../sales/payment-references';
import type { PayablePaymentRequest, SupplierBillRequest } from './payable.dto';
import { PayableQueries } from './payable-queries';

export class RecordSupplierBill extends OpenItemEntry<SupplierBillRequest> {}
export class AmendSupplierBill extends OpenItemChange<SupplierBillRequest> {}
export class DeleteSupplierBill extends OpenItemRemoval {}
export class PayPayable extends OpenItemChange<PayablePaymentRequest> {}

/**
 * What a bill decision reads: the payable, its supplier, its number's reservations (the bills'
 * scope it claims, and the purchases' memo scope it must not collide with), the debited account
 * and its class, the system accounts and the books.
 */
async function billGiven(read: StreamReader, payableId: string, fields: SupplierBillRequest, roles: Record<string, string>) {
  const payable = await read<PayableState>(payableStream(payableId));
  const billNumber = fields.billNumber.trim();
  const accounts = await accountStates(read, [fields.account]);
  const accountTypes = await accountClassTypes(read, accounts);
  const account = accounts[fields.account];
  const supplier = supplierRefOf(await read<SupplierState>(supplierStream(fields.supplier)));
  // A purchase's payable, or a bill with payments: the decision says why it cannot change.
  const editable = payable.lifecycle === 'absent' || (payable.lifecycle === 'open' && payable.origin.kind === 'bill' && payable.paymentCount === 0);
  if (editable) {
    // Not a cash or bank account: money leaves through a payment, not a bill.
    if (account && moneyAccountKind(account, accountTypes[fields.account]) !== 'other') {
      throw refusal(NOT_A_BILL_ACCOUNT, 'validation', { account: NOT_A_BILL_ACCOUNT });
    }
    const memo = await read<UniqueValueState>(uniqueValueStream(PURCHASE_MEMO_SCOPE, purchaseMemoValue(fields.supplier, billNumber)));
    const supplierName = supplier?.name ?? 'this supplier';
    if (memo.ownerId !== null) throw refusal(`Bill number ${billNumber} already exists for ${supplierName}`, 'conflict', undefined, { code: 'bill_number_taken', params: { billNumber, supplier: supplierName } });
  }
  return {
    payable,
    supplier,
    billNumber: await read<UniqueValueState>(uniqueValueStream(SUPPLIER_BILL_SCOPE, supplierBillValue(fields.supplier, billNumber))),
    accounts,
    accountTypes,
    systemAccounts: await systemAccountStates(read, roles),
    books: await read<BooksState>(BOOKS_CLOSING_STREAM),
  };
}

function billFields(fields: SupplierBillRequest) {
  const { date: billDate, ...entered } = enteredOpenItem(fields, fields.billDate);
  return { supplierId: fields.supplier, billNumber: fields.billNumber, ...entered, billDate, debitAccountId: fields.account };
}

/** A bill's entry (a purchase's payable is carried by the purchase's entry: none here). */
const billEntryId = (payable: PayableState) => (payable.origin.kind === 'bill' ? payable.origin.journalEntryId : '');

@CommandHandler(RecordSupplierBill)
export class RecordSupplierBillHandler implements ICommandHandler<RecordSupplierBill> {
  constructor(private readonly pipeline: CommandPipeline, private readonly systemAccounts: SystemAccountIds, private readonly queries: PayableQueries) {}

  async execute({ context, fields }: RecordSupplierBill) {
    const payableId = uuidv7();
    const roles = await this.systemAccounts.of(SUPPLIER_BILL_ACCOUNT_ROLES);
    return runOpenItemPlan(this.pipeline, context, payableRefusals(this.queries, null), {
      result: { id: payableId },
      decide: async (read) =>
        recordSupplierBill(
          { ...billFields(fields), payableId, journalEntryId: uuidv7(), recordedBy: context.userId, recordedAt: decidedAt() },
          await billGiven(read, payableId, fields, roles),
        ),
    });
  }
}

@CommandHandler(AmendSupplierBill)
export class AmendSupplierBillHandler implements ICommandHandler<AmendSupplierBill> {
  constructor(private readonly pipeline: CommandPipeline, private readonly systemAccounts: SystemAccountIds, private readonly queries: PayableQueries) {}

  async execute({ context, itemId: payableId, fields }: AmendSupplierBill) {
    const roles = await this.systemAccounts.of(SUPPLIER_BILL_ACCOUNT_ROLES);
    return runOpenItemPlan(this.pipeline, context, payableRefusals(this.queries, payableId), {
      result: { id: payableId },
      decide: async (read) => {
        const given = await billGiven(read, payableId, fields, roles);
        const postedEntry = await postedEntryOf(read, billEntryId(given.payable), payableId);
        return amendSupplierBill(
          { ...billFields(fields), payableId, reversalEntryId: uuidv7(), journalEntryId: uuidv7(), amendedBy: context.userId, amendedAt: decidedAt() },
          { ...given, postedEntry },
        );
      },
    });
  }
}

@CommandHandler(DeleteSupplierBill)
export class DeleteSupplierBillHandler implements ICommandHandler<DeleteSupplierBill> {
  constructor(private readonly pipeline: CommandPipeline, private readonly queries: PayableQueries) {}

  execute({ context, itemId: payableId }: DeleteSupplierBill) {
    const removal = removalPlan<PayableState>(payableId, payableStream(payableId), billEntryId, ({ item, postedEntry, books }) =>
      deleteSupplierBill({ payableId, reversalEntryId: uuidv7(), deletedBy: context.userId, deletedAt: decidedAt() }, { payable: item, postedEntry, books }),
    );
    return runOpenItemPlan(this.pipeline, context, payableRefusals(this.queries, payableId), removal);
  }
}

@CommandHandler(PayPayable)
export class PayPayableHandler implements ICommandHandler<PayPayable> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly systemAccounts: SystemAccountIds,
    private readonly funds: AccountFundsReader,
    private readonly queries: PayableQueries,
    private readonly references: PaymentReferences,
  ) {}

  async execute({ context, itemId: payableId, fields }: PayPayable) {
    refuseOtherItemInBody('payable', fields.payableId, payableId);
    const paymentId = uuidv7();
    const roles = await this.systemAccounts.of(PAY_PAYABLE_ACCOUNT_ROLES);
    const cashAccountId = fields.cashAccount ?? null;
    return runOpenItemPlan(this.pipeline, context, this.references.in(payableRefusals(this.queries, payableId)), {
      result: { id: payableId, paymentId },
      // Money that does not exist cannot be spent: the paying account's balance is in the read models.
      readsReadModels: true,
      decide: async (read) => {
        const payable = await read<PayableState>(payableStream(payableId));
        const paymentMethod = await read<PaymentMethodState>(paymentMethodStream(fields.paymentMethod));
        const accounts: Record<string, GlAccountState> = await accountStates(read, [paymentMethod.accountId, cashAccountId]);
        const accountTypes: Record<string, GlClassType> = await accountClassTypes(read, accounts);
        const paying = cashAccountId ?? paymentMethod.accountId;
        const payment = openItemPaymentOf(fields);
        const funds = accounts[paying] ? await this.funds.funds({ [paying]: accounts[paying] }, read, payment.paymentDate) : undefined;
        // A cash account chosen must hold money (cash, bank, mobile banking).
        if (cashAccountId && accountTypes[cashAccountId] === 'Asset' && funds?.[cashAccountId]?.kind === 'other') {
          throw refusal('Select a cash or bank account', 'validation', { cashAccount: 'Select a cash or bank account' });
        }
        return payPayable(
          {
            payableId,
            paymentId,
            journalEntryId: uuidv7(),
            ...payment,
            cashAccountId,
            paidBy: context.userId,
            paidAt: decidedAt(),
            allowOverdraft: fields.allowOverdraft ?? false,
            transactionId: fields.transactionId ?? null,
          },
          {
            ...(await this.references.given(read, [{ paymentMethodId: fields.paymentMethod, transactionId: fields.transactionId }])),
            payable,
            paymentMethod: paymentMethod.lifecycle === 'absent' ? null : paymentMethod,
            accounts,
            accountTypes,
            systemAccounts: await systemAccountStates(read, roles),
            supplier: payable.supplierId ? supplierRefOf(await read<SupplierState>(supplierStream(payable.supplierId))) : null,
            books: await read<BooksState>(BOOKS_CLOSING_STREAM),
            funds,
          },
        );
      },
    });
  }
}

export const PAYABLE_COMMAND_HANDLERS = [RecordSupplierBillHandler, AmendSupplierBillHandler, DeleteSupplierBillHandler, PayPayableHandler];
