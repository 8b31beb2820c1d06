import { BadRequestException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  BOOKS_CLOSING_STREAM,
  deleteGlAccount,
  GL_ACCOUNT_CODE_SCOPE,
  glAccountStream,
  glClassStream,
  glGroupStream,
  initialGlClassState,
  openGlAccount,
  uniqueValueStream,
  updateGlAccount,
  uuidv7,
  type BooksState,
  type GlAccountState,
  type GlClassState,
  type GlGroupState,
  type UniqueValueState,
} from '@dealer/domain';
import { CommandPipeline, type StreamReader } from '../../platform/command-pipeline';
import type { CommandContext } from '../../platform/command-context';
import { dhakaDate } from '../../platform/dates';
import { poishaFromTaka } from '../../platform/taka';
import { GlAccountQueries } from './gl-account-queries';
import type { CreateGlAccountRequest, GlAccountProfileRequest } from './gl-account.dto';

export class OpenGlAccount {
  constructor(readonly context: CommandContext, readonly fields: CreateGlAccountRequest) {}
}
export class UpdateGlAccount {
  constructor(readonly context: CommandContext, readonly glAccountId: string, readonly fields: GlAccountProfileRequest) {}
}
export class DeleteGlAccount {
  constructor(readonly context: CommandContext, readonly glAccountId: string) {}
}

const profileOf = (fields: GlAccountProfileRequest) => ({
  name: fields.name,
  code: fields.code,
  glGroupId: fields.glGroup,
  description: fields.description,
  isActive: fields.status,
  cashAccount: fields.integrationMappings?.cashAccount,
  bankDetails: fields.bankDetails === undefined ? undefined : fields.bankDetails ? { bankName: fields.bankDetails.bankName ?? '', accountNumber: fields.bankDetails.accountNumber ?? '' } : null,
});

/** A group and the class it belongs to, both read so their revisions guard the append. */
async function groupWithClass(read: StreamReader, glGroupId: string) {
  const group = await read<GlGroupState>(glGroupStream(glGroupId));
  const glClass = group.glClassId ? await read<GlClassState>(glClassStream(group.glClassId)) : undefined;
  return { group, glClass };
}

@CommandHandler(OpenGlAccount)
export class OpenGlAccountHandler implements ICommandHandler<OpenGlAccount> {
  constructor(private readonly pipeline: CommandPipeline, private readonly accounts: GlAccountQueries) {}
  async execute({ context, fields }: OpenGlAccount) {
    const openingBalance = poishaFromTaka(fields.openingBalance);
    if (fields.balance !== undefined && poishaFromTaka(fields.balance) !== openingBalance) {
      throw new BadRequestException({ success: false, message: 'A new account\'s balance is its opening balance', errors: { balance: 'A new account\'s balance is its opening balance' } });
    }
    const glAccountId = uuidv7();
    const journalEntryId = uuidv7();
    const equityId = openingBalance !== 0 ? await this.accounts.idOfSystemRole('openingBalanceEquity') : null;
    return this.pipeline.run(context, {
      result: { id: glAccountId },
      decide: async (read) => {
        const { group, glClass } = await groupWithClass(read, fields.glGroup);
        return openGlAccount(
          { glAccountId, ...profileOf(fields), openingBalance, openingEntry: { journalEntryId, date: dhakaDate(), postedBy: context.userId, postedAt: new Date().toISOString() } },
          {
            account: await read<GlAccountState>(glAccountStream(glAccountId)),
            group,
            glClass: glClass ?? initialGlClassState,
            code: await read<UniqueValueState>(uniqueValueStream(GL_ACCOUNT_CODE_SCOPE, fields.code)),
            openingBalanceEquity: equityId ? await read<GlAccountState>(glAccountStream(equityId)) : null,
            books: openingBalance !== 0 ? await read<BooksState>(BOOKS_CLOSING_STREAM) : undefined,
          },
        );
      },
    });
  }
}

@CommandHandler(UpdateGlAccount)
export class UpdateGlAccountHandler implements ICommandHandler<UpdateGlAccount> {
  constructor(private readonly pipeline: CommandPipeline, private readonly accounts: GlAccountQueries) {}
  async execute({ context, glAccountId, fields }: UpdateGlAccount) {
    return this.pipeline.run(context, {
      result: { id: glAccountId },
      readsReadModels: true,
      decide: async (read) => {
        const balance = await this.accounts.balance(glAccountId);
        const account = await read<GlAccountState>(glAccountStream(glAccountId));
        const target = await groupWithClass(read, fields.glGroup);
        const previous = account.glGroupId ? await groupWithClass(read, account.glGroupId) : target;
        return updateGlAccount({ glAccountId, ...profileOf(fields), balance }, {
          account,
          group: target.group,
          code: await read<UniqueValueState>(uniqueValueStream(GL_ACCOUNT_CODE_SCOPE, fields.code)),
          previousClassType: previous.glClass?.type ?? '',
          newClassType: target.glClass?.type ?? '',
        });
      },
    });
  }
}

@CommandHandler(DeleteGlAccount)
export class DeleteGlAccountHandler implements ICommandHandler<DeleteGlAccount> {
  constructor(private readonly pipeline: CommandPipeline, private readonly accounts: GlAccountQueries) {}
  async execute({ context, glAccountId }: DeleteGlAccount) {
    return this.pipeline.run(context, {
      result: { id: glAccountId },
      // Balances live in the read model (every posting would otherwise lock the account stream).
      readsReadModels: true,
      decide: async (read) => {
        const [balance, usedByPaymentMethod, hasPostings] = await Promise.all([
          this.accounts.balance(glAccountId),
          this.accounts.paymentMethodUsing(glAccountId),
          this.accounts.hasPostings(glAccountId),
        ]);
        return deleteGlAccount({ glAccountId, balance, usedByPaymentMethod, hasPostings }, { account: await read<GlAccountState>(glAccountStream(glAccountId)) });
      },
    });
  }
}

export const GL_ACCOUNT_COMMAND_HANDLERS = [OpenGlAccountHandler, UpdateGlAccountHandler, DeleteGlAccountHandler];
