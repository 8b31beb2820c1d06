import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  amendManualReceivable,
  BOOKS_CLOSING_STREAM,
  customerRefOf,
  customerStream,
  deleteManualReceivable,
  journalEntryStream,
  MANUAL_RECEIVABLE_ACCOUNT_ROLES,
  paymentMethodStream,
  RECEIVABLE_PAYMENT_ACCOUNT_ROLES,
  receivableStream,
  recordManualReceivable,
  recordReceivablePayment,
  uuidv7,
  type BooksState,
  type CustomerState,
  type JournalEntryState,
  type PaymentMethodState,
  type ReceivableState,
} from '@dealer/domain';
import { CommandPipeline, type StreamReader } from '../../platform/command-pipeline';
import type { CommandContext } from '../../platform/command-context';
import { dhakaDate } from '../../platform/dates';
import { poishaFromTaka } from '../../platform/taka';
import { accountClassTypes, accountStates } from '../shared/account-states';
import { openItemPaymentOf, refuseOtherItemInBody } from '../shared/open-item-payments';
import { refusalsIn } from '../../platform/refusals';
import { SystemAccountIds, systemAccountStates } from '../../platform/system-accounts';
import { RECEIVABLE_REFUSALS } from './receivable.refusals';
import type { ManualReceivableRequest, ReceivablePaymentRequest } from './receivable.dto';

export class RecordManualReceivable {
  constructor(readonly context: CommandContext, readonly fields: ManualReceivableRequest) {}
}
export class AmendManualReceivable {
  constructor(readonly context: CommandContext, readonly receivableId: string, readonly fields: ManualReceivableRequest) {}
}
export class DeleteManualReceivable {
  constructor(readonly context: CommandContext, readonly receivableId: string) {}
}
export class ReceiveReceivablePayment {
  constructor(readonly context: CommandContext, readonly receivableId: string, readonly fields: ReceivablePaymentRequest) {}
}

const now = () => new Date().toISOString();

/** What a manual receivable's decision reads: the receivable, its customer, the system accounts and the books. */
async function manualGiven(read: StreamReader, receivableId: string, customerId: string, roles: Record<string, string>) {
  return {
    receivable: await read<ReceivableState>(receivableStream(receivableId)),
    customer: await read<CustomerState>(customerStream(customerId)),
    systemAccounts: await systemAccountStates(read, roles),
    books: await read<BooksState>(BOOKS_CLOSING_STREAM),
  };
}

const manualFields = (fields: ManualReceivableRequest) => ({
  customerId: fields.customer,
  amount: poishaFromTaka(fields.amount),
  openedDate: fields.openedDate ?? dhakaDate(),
  dueDate: fields.dueDate,
  notes: fields.notes ?? '',
});

/** The entry a manual receivable is carried by (its stream is read, so the decision is guarded by it). */
const postedEntryOf = (read: StreamReader, receivable: ReceivableState) =>
  read<JournalEntryState>(journalEntryStream(receivable.origin.kind === 'manual' && receivable.origin.journalEntryId ? receivable.origin.journalEntryId : receivable.receivableId || 'none'));

@CommandHandler(RecordManualReceivable)
export class RecordManualReceivableHandler implements ICommandHandler<RecordManualReceivable> {
  constructor(private readonly pipeline: CommandPipeline, private readonly systemAccounts: SystemAccountIds) {}

  async execute({ context, fields }: RecordManualReceivable) {
    const receivableId = uuidv7();
    const roles = await this.systemAccounts.of(MANUAL_RECEIVABLE_ACCOUNT_ROLES);
    return refusalsIn(
      RECEIVABLE_REFUSALS,
      () =>
        this.pipeline.run(context, {
          result: { id: receivableId },
          decide: async (read) =>
            recordManualReceivable(
              { ...manualFields(fields), receivableId, journalEntryId: uuidv7(), recordedBy: context.userId, recordedAt: now() },
              await manualGiven(read, receivableId, fields.customer, roles),
            ),
        }),
    );
  }
}

@CommandHandler(AmendManualReceivable)
export class AmendManualReceivableHandler implements ICommandHandler<AmendManualReceivable> {
  constructor(private readonly pipeline: CommandPipeline, private readonly systemAccounts: SystemAccountIds) {}

  async execute({ context, receivableId, fields }: AmendManualReceivable) {
    const roles = await this.systemAccounts.of(MANUAL_RECEIVABLE_ACCOUNT_ROLES);
    return refusalsIn(
      RECEIVABLE_REFUSALS,
      () =>
        this.pipeline.run(context, {
          result: { id: receivableId },
          decide: async (read) => {
            const given = await manualGiven(read, receivableId, fields.customer, roles);
            // Left out, the date it opened stays as it is.
            const openedDate = fields.openedDate ?? (given.receivable.openedDate || dhakaDate());
            return amendManualReceivable(
              { ...manualFields(fields), openedDate, receivableId, reversalEntryId: uuidv7(), journalEntryId: uuidv7(), amendedBy: context.userId, amendedAt: now() },
              { ...given, postedEntry: await postedEntryOf(read, given.receivable) },
            );
          },
        }),
    );
  }
}

@CommandHandler(DeleteManualReceivable)
export class DeleteManualReceivableHandler implements ICommandHandler<DeleteManualReceivable> {
  constructor(private readonly pipeline: CommandPipeline) {}

  execute({ context, receivableId }: DeleteManualReceivable) {
    return refusalsIn(
      RECEIVABLE_REFUSALS,
      () =>
        this.pipeline.run(context, {
          result: { id: receivableId },
          decide: async (read) => {
            const receivable = await read<ReceivableState>(receivableStream(receivableId));
            return deleteManualReceivable(
              { receivableId, reversalEntryId: uuidv7(), deletedBy: context.userId, deletedAt: now() },
              { receivable, postedEntry: await postedEntryOf(read, receivable), books: await read<BooksState>(BOOKS_CLOSING_STREAM) },
            );
          },
        }),
    );
  }
}

@CommandHandler(ReceiveReceivablePayment)
export class ReceiveReceivablePaymentHandler implements ICommandHandler<ReceiveReceivablePayment> {
  constructor(private readonly pipeline: CommandPipeline, private readonly systemAccounts: SystemAccountIds) {}

  async execute({ context, receivableId, fields }: ReceiveReceivablePayment) {
    refuseOtherItemInBody('receivable', fields.receivableId, receivableId);
    const paymentId = uuidv7();
    const roles = await this.systemAccounts.of(RECEIVABLE_PAYMENT_ACCOUNT_ROLES);
    return refusalsIn(
      RECEIVABLE_REFUSALS,
      () =>
        this.pipeline.run(context, {
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
                receivedAt: now(),
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
        }),
    );
  }
}

export const RECEIVABLE_COMMAND_HANDLERS = [RecordManualReceivableHandler, AmendManualReceivableHandler, DeleteManualReceivableHandler, ReceiveReceivablePaymentHandler];
