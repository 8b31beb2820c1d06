import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotFoundException } from '@nestjs/common';
import {
  BOOKS_CLOSING_STREAM,
  CASH_OVER_AND_SHORT_ROLE,
  cashCountStream,
  countCash,
  reopenCashDay,
  uuidv7,
  type BooksState,
  type CashDayState,
} from '@dealer/domain';
import { CommandPipeline } from '../../platform/command-pipeline';
import type { CommandContext } from '../../platform/command-context';
import { SystemAccountIds, systemAccountStates } from '../../platform/system-accounts';
import { AccountFundsReader } from '../shared/account-funds';
import { accountStates } from '../shared/account-states';
import { CashCountQueries } from './cash-count-queries';
import type { CountCashRequest, ReopenCashDayRequest } from './cash-count.dto';

/** Who acts: the signed-in user's id and name (the count and the entry name the counter). */
export interface Actor {
  id: string;
  name: string;
}

export class CountCash {
  constructor(readonly context: CommandContext, readonly actor: Actor, readonly fields: CountCashRequest) {}
}

@CommandHandler(CountCash)
export class CountCashHandler implements ICommandHandler<CountCash> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly funds: AccountFundsReader,
    private readonly systemAccounts: SystemAccountIds,
    private readonly queries: CashCountQueries,
  ) {}

  execute({ context, actor, fields }: CountCash) {
    const cashCountId = uuidv7();
    const accountId = fields.cashAccount;
    return this.pipeline.run(context, {
      result: { id: cashCountId },
      // The books' balance at the end of the day is in the read models: every posting must be in it.
      readsReadModels: true,
      decide: async (read) => {
        const account = (await accountStates(read, [accountId]))[accountId];
        const kind = account ? (await this.funds.funds({ [accountId]: account }, null))[accountId]?.kind ?? 'other' : 'other';
        const { [CASH_OVER_AND_SHORT_ROLE]: cashOverAndShort } = await systemAccountStates(read, await this.systemAccounts.of([CASH_OVER_AND_SHORT_ROLE]));
        return countCash(
          {
            cashCountId,
            journalEntryId: uuidv7(),
            accountId,
            date: fields.date,
            notes: fields.notes,
            remarks: fields.remarks,
            booksBalance: await this.queries.booksBalance(accountId, fields.date),
            countedBy: actor.id,
            countedByName: actor.name,
            countedAt: new Date().toISOString(),
          },
          { cashDay: await read<CashDayState>(cashCountStream(accountId, fields.date)), account, accountKind: kind, cashOverAndShort: cashOverAndShort ?? undefined, books: await read<BooksState>(BOOKS_CLOSING_STREAM) },
        );
      },
    });
  }
}

export class ReopenCashDay {
  constructor(readonly context: CommandContext, readonly actor: Actor, readonly cashCountId: string, readonly fields: ReopenCashDayRequest) {}
}

@CommandHandler(ReopenCashDay)
export class ReopenCashDayHandler implements ICommandHandler<ReopenCashDay> {
  constructor(private readonly pipeline: CommandPipeline, private readonly queries: CashCountQueries) {}

  async execute({ context, actor, cashCountId, fields }: ReopenCashDay) {
    // Which day the count is of never changes: the read model may name it.
    const day = await this.queries.dayOf(cashCountId);
    if (!day) throw new NotFoundException('Cash count not found');
    return this.pipeline.run(context, {
      result: { id: cashCountId },
      decide: async (read) =>
        reopenCashDay(
          { cashCountId, accountId: day.accountId, date: day.date, reason: fields.reason, reopenedBy: actor.id, reopenedByName: actor.name, reopenedAt: new Date().toISOString() },
          { cashDay: await read<CashDayState>(cashCountStream(day.accountId, day.date)), books: await read<BooksState>(BOOKS_CLOSING_STREAM) },
        ),
    });
  }
}

export const CASH_COUNT_COMMAND_HANDLERS = [CountCashHandler, ReopenCashDayHandler];
