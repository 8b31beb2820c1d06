import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  BOOKS_CLOSING_STREAM,
  glAccountStream,
  ownerEquityStream,
  recordOwnerDrawing,
  recordOwnerInvestment,
  uuidv7,
  type BooksState,
  type GlAccountState,
  type OwnerEquityState,
} from '@dealer/domain';
import { CommandPipeline } from '../../platform/command-pipeline';
import type { CommandContext } from '../../platform/command-context';
import { poishaFromTaka } from '../../platform/taka';
import { AccountFundsReader } from '../shared/account-funds';
import { accountClassTypes, accountStates } from '../shared/account-states';
import { GlAccountQueries } from '../gl-accounts/gl-account-queries';
import type { OwnerTransactionRequest } from './owner-equity.dto';

export class RecordOwnerTransaction {
  constructor(readonly context: CommandContext, readonly kind: 'investment' | 'drawing', readonly fields: OwnerTransactionRequest) {}
}

@CommandHandler(RecordOwnerTransaction)
export class RecordOwnerTransactionHandler implements ICommandHandler<RecordOwnerTransaction> {
  constructor(private readonly pipeline: CommandPipeline, private readonly accounts: GlAccountQueries, private readonly funds: AccountFundsReader) {}
  async execute({ context, kind, fields }: RecordOwnerTransaction) {
    const ownerTransactionId = uuidv7();
    const equityAccountId = await this.accounts.idOfSystemRole(kind === 'investment' ? 'ownersCapital' : 'ownersDrawings');
    return this.pipeline.run(context, {
      result: { id: ownerTransactionId },
      // A drawing cannot take out money that is not there: the account's balance is in the read models.
      readsReadModels: kind === 'drawing',
      decide: async (read) => {
        const accounts = await accountStates(read, [fields.cashAccount]);
        const given = {
          transaction: await read<OwnerEquityState>(ownerEquityStream(ownerTransactionId)),
          accounts,
          accountTypes: await accountClassTypes(read, accounts),
          books: await read<BooksState>(BOOKS_CLOSING_STREAM),
          funds: kind === 'drawing' && accounts[fields.cashAccount] ? await this.funds.funds({ [fields.cashAccount]: accounts[fields.cashAccount] }, read, fields.date) : undefined,
        };
        const equityAccount = equityAccountId ? await read<GlAccountState>(glAccountStream(equityAccountId)) : null;
        const command = {
          ownerTransactionId,
          journalEntryId: uuidv7(),
          cashAccountId: fields.cashAccount,
          amount: poishaFromTaka(fields.amount),
          date: fields.date,
          description: fields.description,
          recordedBy: context.userId,
          recordedAt: new Date().toISOString(),
          allowOverdraft: fields.allowOverdraft ?? false,
        };
        return kind === 'investment'
          ? recordOwnerInvestment(command, { ...given, ownersCapital: equityAccount })
          : recordOwnerDrawing(command, { ...given, ownersDrawings: equityAccount });
      },
    });
  }
}
