import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BOOKS_CLOSING_STREAM, submitVatReturn, uuidv7, vatPeriodStream, type BooksState, type VatPeriodState } from '@dealer/domain';
import { CommandPipeline } from '../../platform/command-pipeline';
import type { CommandContext } from '../../platform/command-context';
import { dhakaDate } from '../../platform/dates';
import { SystemAccountIds, systemAccountStates } from '../../platform/system-accounts';
import { assertVatPeriod, VatReturnQueries } from './vat-return-queries';

export class SubmitVatReturn {
  constructor(readonly context: CommandContext, readonly period: string) {}
}

/**
 * Submits a month's return: its figures are the registers' (the read models, so the decision waits
 * until they hold the whole log), the offset posted and the month closed by the domain's decider.
 */
@CommandHandler(SubmitVatReturn)
export class SubmitVatReturnHandler implements ICommandHandler<SubmitVatReturn> {
  constructor(private readonly pipeline: CommandPipeline, private readonly systemAccounts: SystemAccountIds, private readonly queries: VatReturnQueries) {}

  async execute({ context, period }: SubmitVatReturn) {
    assertVatPeriod(period);
    const journalEntryId = uuidv7();
    const roleIds = await this.systemAccounts.of(['vatPayable', 'vatInputCredit']);
    return this.pipeline.run(context, {
      result: { period },
      readsReadModels: true,
      decide: async (read) => {
        const basis = await this.queries.basis(period);
        return submitVatReturn(
          { period, ...basis, journalEntryId, today: dhakaDate(), submittedBy: context.userId, submittedAt: new Date().toISOString() },
          { vatPeriod: await read<VatPeriodState>(vatPeriodStream(period)), accounts: await systemAccountStates(read, roleIds), books: await read<BooksState>(BOOKS_CLOSING_STREAM) },
        );
      },
    });
  }
}
