import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  BOOKS_CLOSING_STREAM,
  expenseStream,
  paymentMethodStream,
  recordExpense,
  uuidv7,
  type BooksState,
  type ExpenseState,
  type PaymentMethodState,
} from '@dealer/domain';
import { CommandPipeline } from '../../platform/command-pipeline';
import type { CommandContext } from '../../platform/command-context';
import { poishaFromTaka } from '../../platform/taka';
import { AccountFundsReader } from '../shared/account-funds';
import { accountClassTypes, accountStates } from '../shared/account-states';
import type { RecordExpenseRequest } from './expense.dto';

export class RecordExpense {
  constructor(readonly context: CommandContext, readonly fields: RecordExpenseRequest) {}
}

@CommandHandler(RecordExpense)
export class RecordExpenseHandler implements ICommandHandler<RecordExpense> {
  constructor(private readonly pipeline: CommandPipeline, private readonly funds: AccountFundsReader) {}
  execute({ context, fields }: RecordExpense) {
    const expenseId = uuidv7();
    return this.pipeline.run(context, {
      result: { id: expenseId },
      // Money that does not exist cannot be spent: the paying account's balance is in the read models.
      readsReadModels: true,
      decide: async (read) => {
        const accounts = await accountStates(read, [fields.expenseAccount, fields.cashAccount]);
        return recordExpense(
          {
            expenseId,
            journalEntryId: uuidv7(),
            expenseAccountId: fields.expenseAccount,
            cashAccountId: fields.cashAccount,
            paymentMethodId: fields.paymentMethod ?? null,
            amount: poishaFromTaka(fields.amount),
            date: fields.date,
            description: fields.description,
            recordedBy: context.userId,
            recordedAt: new Date().toISOString(),
            allowOverdraft: fields.allowOverdraft ?? false,
          },
          {
            expense: await read<ExpenseState>(expenseStream(expenseId)),
            accounts,
            accountTypes: await accountClassTypes(read, accounts),
            paymentMethod: fields.paymentMethod ? await read<PaymentMethodState>(paymentMethodStream(fields.paymentMethod)) : null,
            books: await read<BooksState>(BOOKS_CLOSING_STREAM),
            funds: accounts[fields.cashAccount] ? await this.funds.funds({ [fields.cashAccount]: accounts[fields.cashAccount] }, read, fields.date) : undefined,
          },
        );
      },
    });
  }
}
