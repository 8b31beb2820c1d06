import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  approveBadDebt,
  badDebtStream,
  BOOKS_CLOSING_STREAM,
  customerRefOf,
  customerStream,
  deleteBadDebt,
  draftBadDebt,
  POST_BAD_DEBT_ACCOUNT_ROLES,
  postBadDebt,
  receivableStream,
  updateBadDebt,
  uuidv7,
  type BadDebtInput,
  type BadDebtState,
  type BooksState,
  type CustomerState,
  type ReceivableState,
} from '@dealer/domain';
import { CommandPipeline, type StreamReader } from '../../platform/command-pipeline';
import type { CommandContext } from '../../platform/command-context';
import { poishaFromTaka } from '../../platform/taka';
import { accountClassTypes, accountStates } from '../shared/account-states';
import { refusalsIn } from '../../platform/refusals';
import { SystemAccountIds, systemAccountStates } from '../../platform/system-accounts';
import { BAD_DEBT_REFUSALS } from './bad-debt.refusals';
import type { BadDebtRequest } from './bad-debt.dto';

export class DraftBadDebt {
  constructor(readonly context: CommandContext, readonly fields: BadDebtRequest) {}
}
export class UpdateBadDebt {
  constructor(readonly context: CommandContext, readonly badDebtId: string, readonly fields: BadDebtRequest) {}
}
export class DeleteBadDebt {
  constructor(readonly context: CommandContext, readonly badDebtId: string) {}
}
export class ApproveBadDebt {
  constructor(readonly context: CommandContext, readonly badDebtId: string) {}
}
export class PostBadDebt {
  constructor(readonly context: CommandContext, readonly badDebtId: string) {}
}

const now = () => new Date().toISOString();

const inputOf = (fields: BadDebtRequest): BadDebtInput => ({
  customerId: fields.customer,
  invoiceId: fields.invoice ?? null,
  receivableId: fields.receivable,
  badDebtAccountId: fields.badDebtAccount,
  originalAmount: poishaFromTaka(fields.originalAmount),
  writeOffAmount: poishaFromTaka(fields.writeOffAmount),
  writeOffDate: fields.writeOffDate,
  reason: fields.reason,
  notes: fields.notes ?? '',
});

/** What drafting or editing reads: the record, the receivable and customer it names, and the bad debt account with its class. */
async function badDebtGiven(read: StreamReader, badDebtId: string, fields: BadDebtRequest) {
  const accounts = await accountStates(read, [fields.badDebtAccount]);
  return {
    badDebt: await read<BadDebtState>(badDebtStream(badDebtId)),
    receivable: await read<ReceivableState>(receivableStream(fields.receivable)),
    customer: customerRefOf(await read<CustomerState>(customerStream(fields.customer))),
    accounts,
    accountTypes: await accountClassTypes(read, accounts),
  };
}

@CommandHandler(DraftBadDebt)
export class DraftBadDebtHandler implements ICommandHandler<DraftBadDebt> {
  constructor(private readonly pipeline: CommandPipeline) {}

  execute({ context, fields }: DraftBadDebt) {
    const badDebtId = uuidv7();
    return refusalsIn(
      BAD_DEBT_REFUSALS,
      () =>
        this.pipeline.run(context, {
          result: { id: badDebtId },
          decide: async (read) => draftBadDebt({ ...inputOf(fields), badDebtId, draftedBy: context.userId, draftedAt: now() }, await badDebtGiven(read, badDebtId, fields)),
        }),
    );
  }
}

@CommandHandler(UpdateBadDebt)
export class UpdateBadDebtHandler implements ICommandHandler<UpdateBadDebt> {
  constructor(private readonly pipeline: CommandPipeline) {}

  execute({ context, badDebtId, fields }: UpdateBadDebt) {
    return refusalsIn(
      BAD_DEBT_REFUSALS,
      () =>
        this.pipeline.run(context, {
          result: { id: badDebtId },
          decide: async (read) => updateBadDebt({ ...inputOf(fields), badDebtId, updatedBy: context.userId, updatedAt: now() }, await badDebtGiven(read, badDebtId, fields)),
        }),
    );
  }
}

@CommandHandler(DeleteBadDebt)
export class DeleteBadDebtHandler implements ICommandHandler<DeleteBadDebt> {
  constructor(private readonly pipeline: CommandPipeline) {}

  execute({ context, badDebtId }: DeleteBadDebt) {
    return refusalsIn(
      BAD_DEBT_REFUSALS,
      () =>
        this.pipeline.run(context, {
          result: { id: badDebtId },
          decide: async (read) => deleteBadDebt({ badDebtId, deletedBy: context.userId, deletedAt: now() }, { badDebt: await read<BadDebtState>(badDebtStream(badDebtId)) }),
        }),
    );
  }
}

@CommandHandler(ApproveBadDebt)
export class ApproveBadDebtHandler implements ICommandHandler<ApproveBadDebt> {
  constructor(private readonly pipeline: CommandPipeline) {}

  execute({ context, badDebtId }: ApproveBadDebt) {
    return refusalsIn(
      BAD_DEBT_REFUSALS,
      () =>
        this.pipeline.run(context, {
          result: { id: badDebtId },
          decide: async (read) => approveBadDebt({ badDebtId, approvedBy: context.userId, approvedAt: now() }, { badDebt: await read<BadDebtState>(badDebtStream(badDebtId)) }),
        }),
    );
  }
}

@CommandHandler(PostBadDebt)
export class PostBadDebtHandler implements ICommandHandler<PostBadDebt> {
  constructor(private readonly pipeline: CommandPipeline, private readonly systemAccounts: SystemAccountIds) {}

  async execute({ context, badDebtId }: PostBadDebt) {
    const roles = await this.systemAccounts.of(POST_BAD_DEBT_ACCOUNT_ROLES);
    return refusalsIn(
      BAD_DEBT_REFUSALS,
      () =>
        this.pipeline.run(context, {
          result: { id: badDebtId },
          decide: async (read) => {
            const badDebt = await read<BadDebtState>(badDebtStream(badDebtId));
            // A record not yet drafted (or deleted) names no receivable: the decision says it is not found.
            const receivable = await read<ReceivableState>(receivableStream(badDebt.receivableId || badDebtId));
            return postBadDebt(
              { badDebtId, journalEntryId: uuidv7(), postedBy: context.userId, postedAt: now() },
              {
                badDebt,
                receivable,
                customer: badDebt.customerId ? customerRefOf(await read<CustomerState>(customerStream(badDebt.customerId))) : null,
                accounts: await accountStates(read, [badDebt.badDebtAccountId]),
                systemAccounts: await systemAccountStates(read, roles),
                books: await read<BooksState>(BOOKS_CLOSING_STREAM),
              },
            );
          },
        }),
    );
  }
}

export const BAD_DEBT_COMMAND_HANDLERS = [DraftBadDebtHandler, UpdateBadDebtHandler, DeleteBadDebtHandler, ApproveBadDebtHandler, PostBadDebtHandler];
