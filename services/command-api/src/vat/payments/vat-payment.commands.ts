import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BOOKS_CLOSING_STREAM, recordVatPayment, uuidv7, vatPaymentStream, type BooksState, type VatPaymentState } from '@dealer/domain';
import { CommandPipeline } from '../../platform/command-pipeline';
import type { CommandContext } from '../../platform/command-context';
import { poishaFromTaka } from '../../platform/taka';
import { SystemAccountIds, systemAccountStates } from '../../platform/system-accounts';
import { AccountFundsReader } from '../../accounts/shared/account-funds';
import { accountClassTypes, accountStates } from '../../accounts/shared/account-states';
import type { RecordVatPaymentRequest } from './vat-payment.dto';

export class RecordVatPayment {
  constructor(readonly context: CommandContext, readonly fields: RecordVatPaymentRequest) {}
}

@CommandHandler(RecordVatPayment)
export class RecordVatPaymentHandler implements ICommandHandler<RecordVatPayment> {
  constructor(private readonly pipeline: CommandPipeline, private readonly systemAccounts: SystemAccountIds, private readonly funds: AccountFundsReader) {}

  async execute({ context, fields }: RecordVatPayment) {
    const vatPaymentId = uuidv7();
    const roleIds = await this.systemAccounts.of(['vatPayable']);
    return this.pipeline.run(context, {
      result: { id: vatPaymentId },
      // Money that does not exist cannot be paid: the paying account's balance is in the read models.
      readsReadModels: true,
      decide: async (read) => {
        const accounts = await accountStates(read, [fields.cashAccount]);
        return recordVatPayment(
          {
            vatPaymentId,
            journalEntryId: uuidv7(),
            period: fields.period,
            amount: poishaFromTaka(fields.amount),
            date: fields.date,
            treasuryChallanNumber: fields.treasuryChallanNumber,
            cashAccountId: fields.cashAccount,
            recordedBy: context.userId,
            recordedAt: new Date().toISOString(),
            allowOverdraft: fields.allowOverdraft ?? false,
          },
          {
            vatPayment: await read<VatPaymentState>(vatPaymentStream(vatPaymentId)),
            accounts,
            accountTypes: await accountClassTypes(read, accounts),
            systemAccounts: await systemAccountStates(read, roleIds),
            books: await read<BooksState>(BOOKS_CLOSING_STREAM),
            funds: accounts[fields.cashAccount] ? await this.funds.funds({ [fields.cashAccount]: accounts[fields.cashAccount] }, read, fields.date) : undefined,
          },
        );
      },
    });
  }
}
