import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  amendManualReceivable,
  BOOKS_CLOSING_STREAM,
  customerRefOf,
  customerStream,
  deleteManualReceivable,
  MANUAL_RECEIVABLE_ACCOUNT_ROLES,
  paymentMethodStream,
  RECEIVABLE_PAYMENT_ACCOUNT_ROLES,
  receivableStream,
  recordManualReceivable,
  recordReceivablePayment,
  uuidv7,
  type BooksState,
  type CustomerState,
  type PaymentMethodState,
  type ReceivableState,
} from '@dealer/domain';
import { CommandPipeline, type StreamReader } from '../../platform/command-pipeline';
import { accountClassTypes, accountStates } from '../shared/account-states';
import { decidedAt, enteredOpenItem, OpenItemChange, OpenItemEntry, openItemPaymentOf, OpenItemRemoval, postedEntryOf, refuseOtherItemInBody, removalPlan, runOpenItemPlan } from '../open-items/open-item.commands';
import { SystemAccountIds, systemAccountStates } from '../../platform/system-accounts';
import { RECEIVABLE_REFUSALS } from './receivable.refusals';
import type { ManualReceivableRequest, ReceivablePaymentRequest } from './receivable.dto';

export class RecordManualReceivable extends OpenItemEntry<ManualReceivableRequest> {}
export class AmendManualReceivable extends OpenItemChange<ManualReceivableRequest> {}
export class DeleteManualReceivable extends OpenItemRemoval {}
export class ReceiveReceivablePayment extends OpenItemChange<ReceivablePaymentRequest> {}

/** What a manual receivable's decision reads: the receivable, its customer, the system accounts and the books. */
async function manualGiven(read: StreamReader, receivableId: string, customerId: string, roles: Record<string, string>) {
  return {
    receivable: await read<ReceivableState>(receivableStream(receivableId)),
    customer: await read<CustomerState>(customerStream(customerId)),
    systemAccounts: await systemAccountStates(read, roles),
    books: await read<BooksState>(BOOKS_CLOSING_STREAM),
  };
}

/** `openedDate`: the request's, else (when amended) the date it opened, else today. */
function manualFields(fields: ManualReceivableRequest, openedDate = fields.openedDate) {
  const { date, ...entered } = enteredOpenItem(fields, openedDate);
  return { customerId: fields.customer, ...entered, openedDate: date };
}

/** A manual receivable's entry (an invoice's due is carried by the invoice's entry: none here). */
const manualEntryId = (receivable: ReceivableState) => (receivable.origin.kind === 'manual' ? receivable.origin.journalEntryId : '');

@CommandHandler(RecordManualReceivable)
export class RecordManualReceivableHandler implements ICommandHandler<RecordManualReceivable> {
  constructor(private readonly pipeline: CommandPipeline, private readonly systemAccounts: SystemAccountIds) {}

  async execute({ context, fields }: RecordManualReceivable) {
    const receivableId = uuidv7();
    const roles = await this.systemAccounts.of(MANUAL_RECEIVABLE_ACCOUNT_ROLES);
    return runOpenItemPlan(this.pipeline, context, RECEIVABLE_REFUSALS, {
      result: { id: receivableId },
      decide: async (read) =>
        recordManualReceivable(
          { ...manualFields(fields), receivableId, journalEntryId: uuidv7(), recordedBy: context.userId, recordedAt: decidedAt() },
          await manualGiven(read, receivableId, fields.customer, roles),
        ),
    });
  }
}

@CommandHandler(AmendManualReceivable)
export class AmendManualReceivableHandler implements ICommandHandler<AmendManualReceivable> {
  constructor(private readonly pipeline: CommandPipeline, private readonly systemAccounts: SystemAccountIds) {}

  async execute({ context, itemId: receivableId, fields }: AmendManualReceivable) {
    const roles = await this.systemAccounts.of(MANUAL_RECEIVABLE_ACCOUNT_ROLES);
    return runOpenItemPlan(this.pipeline, context, RECEIVABLE_REFUSALS, {
      result: { id: receivableId },
      decide: async (read) => {
        const given = await manualGiven(read, receivableId, fields.customer, roles);
        // Left out, the date it opened stays as it is.
        const openedDate = fields.openedDate ?? (given.receivable.openedDate || null);
        return amendManualReceivable(
          { ...manualFields(fields, openedDate), receivableId, reversalEntryId: uuidv7(), journalEntryId: uuidv7(), amendedBy: context.userId, amendedAt: decidedAt() },
          { ...given, postedEntry: await postedEntryOf(read, manualEntryId(given.receivable), receivableId) },
        );
      },
    });
  }
}

@CommandHandler(DeleteManualReceivable)
export class DeleteManualReceivableHandler implements ICommandHandler<DeleteManualReceivable> {
  constructor(private readonly pipeline: CommandPipeline) {}

  execute({ context, itemId: receivableId }: DeleteManualReceivable) {
    const removal = removalPlan<ReceivableState>(receivableId, receivableStream(receivableId), manualEntryId, ({ item, postedEntry, books }) =>
      deleteManualReceivable({ receivableId, reversalEntryId: uuidv7(), deletedBy: context.userId, deletedAt: decidedAt() }, { receivable: item, postedEntry, books }),
    );
    return runOpenItemPlan(this.pipeline, context, RECEIVABLE_REFUSALS, removal);
  }
}

@CommandHandler(ReceiveReceivablePayment)
export class ReceiveReceivablePaymentHandler implements ICommandHandler<ReceiveReceivablePayment> {
  constructor(private readonly pipeline: CommandPipeline, private readonly systemAccounts: SystemAccountIds) {}

  async execute({ context, itemId: receivableId, fields }: ReceiveReceivablePayment) {
    refuseOtherItemInBody('receivable', fields.receivableId, receivableId);
    const paymentId = uuidv7();
    const roles = await this.systemAccounts.of(RECEIVABLE_PAYMENT_ACCOUNT_ROLES);
    return runOpenItemPlan(this.pipeline, context, RECEIVABLE_REFUSALS, {
      result: { id: receivableId, paymentId },
      // Money coming in: no balance to check, so no wait for the read models.
      decide: async (read) => {
        const receivable = await read<ReceivableState>(receivableStream(receivableId));
        const paymentMethod = await read<PaymentMethodState>(paymentMethodStream(fields.paymentMethod));
        const accounts = await accountStates(read, [paymentMethod.accountId, paymentMethod.processingFeeAccountId]);
        return recordReceivablePayment(
          {
            receivableId,
            paymentId,
            journalEntryId: uuidv7(),
            ...openItemPaymentOf(fields),
            receivedBy: context.userId,
            receivedAt: decidedAt(),
          },
          {
            receivable,
            paymentMethod: paymentMethod.lifecycle === 'absent' ? null : paymentMethod,
            accounts,
            accountTypes: await accountClassTypes(read, accounts),
            systemAccounts: await systemAccountStates(read, roles),
            customer: receivable.customerId ? customerRefOf(await read<CustomerState>(customerStream(receivable.customerId))) : null,
            books: await read<BooksState>(BOOKS_CLOSING_STREAM),
          },
        );
      },
    });
  }
}

export const RECEIVABLE_COMMAND_HANDLERS = [RecordManualReceivableHandler, AmendManualReceivableHandler, DeleteManualReceivableHandler, ReceiveReceivablePaymentHandler];
