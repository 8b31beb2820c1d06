import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  amendTransfer,
  BOOKS_CLOSING_STREAM,
  journalEntryStream,
  recordTransfer,
  transferStream,
  uuidv7,
  voidTransfer,
  type BooksState,
  type JournalEntryState,
  type TransferState,
} from '@dealer/domain';
import { CommandPipeline, type StreamReader } from '../../platform/command-pipeline';
import type { CommandContext } from '../../platform/command-context';
import { dhakaDate } from '../../platform/dates';
import { poishaFromTaka } from '../../platform/taka';
import { AccountFundsReader } from '../shared/account-funds';
import { accountStates } from '../shared/account-states';
import type { CreateTransferRequest, UpdateTransferRequest, VoidTransferRequest } from './transfer.dto';

export class RecordTransfer {
  constructor(readonly context: CommandContext, readonly fields: CreateTransferRequest) {}
}
export class AmendTransfer {
  constructor(readonly context: CommandContext, readonly transferId: string, readonly fields: UpdateTransferRequest) {}
}
export class VoidTransfer {
  constructor(readonly context: CommandContext, readonly transferId: string, readonly fields: VoidTransferRequest) {}
}

const now = () => new Date().toISOString();

/** A transfer, the entry that posts it now, and the books. */
async function transferWithPosting(read: StreamReader, transferId: string) {
  const transfer = await read<TransferState>(transferStream(transferId));
  const postedEntry = await read<JournalEntryState>(journalEntryStream(transfer.journalEntryId || transferId));
  return { transfer, postedEntry, books: await read<BooksState>(BOOKS_CLOSING_STREAM) };
}

@CommandHandler(RecordTransfer)
export class RecordTransferHandler implements ICommandHandler<RecordTransfer> {
  constructor(private readonly pipeline: CommandPipeline, private readonly funds: AccountFundsReader) {}
  execute({ context, fields }: RecordTransfer) {
    const transferId = uuidv7();
    return this.pipeline.run(context, {
      result: { id: transferId },
      // Money that does not exist cannot be spent: the source's balance is in the read models.
      readsReadModels: true,
      decide: async (read) => {
        const accounts = await accountStates(read, [fields.from, fields.to]);
        return recordTransfer(
          {
            transferId,
            journalEntryId: uuidv7(),
            fromAccountId: fields.from,
            toAccountId: fields.to,
            amount: poishaFromTaka(fields.amount),
            date: fields.date,
            remarks: fields.remarks ?? '',
            recordedBy: context.userId,
            recordedAt: now(),
            allowOverdraft: fields.allowOverdraft ?? false,
          },
          { transfer: await read<TransferState>(transferStream(transferId)), accounts, books: await read<BooksState>(BOOKS_CLOSING_STREAM), funds: await this.funds.funds(accounts, read, fields.date) },
        );
      },
    });
  }
}

@CommandHandler(AmendTransfer)
export class AmendTransferHandler implements ICommandHandler<AmendTransfer> {
  constructor(private readonly pipeline: CommandPipeline, private readonly funds: AccountFundsReader) {}
  execute({ context, transferId, fields }: AmendTransfer) {
    return this.pipeline.run(context, {
      result: { id: transferId },
      readsReadModels: true,
      decide: async (read) => {
        const given = await transferWithPosting(read, transferId);
        const accounts = await accountStates(read, [fields.from ?? given.transfer.fromAccountId, fields.to ?? given.transfer.toAccountId]);
        // The accounts the current posting moved too: reversing it takes money out of the one it reached.
        const touched = await accountStates(read, [...Object.keys(accounts), given.transfer.fromAccountId, given.transfer.toAccountId]);
        return amendTransfer(
          {
            transferId,
            reversalEntryId: uuidv7(),
            journalEntryId: uuidv7(),
            fromAccountId: fields.from,
            toAccountId: fields.to,
            amount: fields.amount === undefined ? undefined : poishaFromTaka(fields.amount),
            date: fields.date,
            remarks: fields.remarks,
            amendedBy: context.userId,
            amendedAt: now(),
            allowOverdraft: fields.allowOverdraft ?? false,
          },
          { ...given, accounts, funds: await this.funds.funds(touched, read, fields.date ?? given.transfer.date) },
        );
      },
    });
  }
}

@CommandHandler(VoidTransfer)
export class VoidTransferHandler implements ICommandHandler<VoidTransfer> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, transferId, fields }: VoidTransfer) {
    return this.pipeline.run(context, {
      result: { id: transferId },
      decide: async (read) =>
        voidTransfer(
          { transferId, reversalEntryId: uuidv7(), date: dhakaDate(), reason: fields.reason, voidedBy: context.userId, voidedAt: now() },
          await transferWithPosting(read, transferId),
        ),
    });
  }
}

export const TRANSFER_COMMAND_HANDLERS = [RecordTransferHandler, AmendTransferHandler, VoidTransferHandler];
