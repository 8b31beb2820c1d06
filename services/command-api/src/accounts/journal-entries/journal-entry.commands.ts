import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  BOOKS_CLOSING_STREAM,
  deleteJournalEntryDraft,
  draftJournalEntry,
  editJournalEntryDraft,
  journalEntryStream,
  postJournalEntry,
  postJournalEntryDirectly,
  reverseJournalEntry,
  uuidv7,
  type BooksState,
  type JournalEntryState,
  type JournalLine,
} from '@dealer/domain';
import { CommandPipeline } from '../../platform/command-pipeline';
import type { CommandContext } from '../../platform/command-context';
import { dhakaDate } from '../../platform/dates';
import { poishaFromTaka } from '../../platform/taka';
import { accountStates } from '../shared/account-states';
import type { CreateJournalEntryRequest, JournalLineRequest, ReverseJournalEntryRequest, UpdateJournalEntryRequest } from './journal-entry.dto';

export class CreateJournalEntry {
  constructor(readonly context: CommandContext, readonly fields: CreateJournalEntryRequest) {}
}
export class EditJournalEntryDraft {
  constructor(readonly context: CommandContext, readonly journalEntryId: string, readonly fields: UpdateJournalEntryRequest) {}
}
export class DeleteJournalEntryDraft {
  constructor(readonly context: CommandContext, readonly journalEntryId: string) {}
}
export class PostJournalEntry {
  constructor(readonly context: CommandContext, readonly journalEntryId: string) {}
}
export class ReverseJournalEntry {
  constructor(readonly context: CommandContext, readonly journalEntryId: string, readonly fields: ReverseJournalEntryRequest) {}
}

export const linesOf = (lines: JournalLineRequest[]): JournalLine[] =>
  lines.map((line) => ({ accountId: line.account, debit: poishaFromTaka(line.debit), credit: poishaFromTaka(line.credit), description: line.description?.trim() ?? '' }));

const now = () => new Date().toISOString();

@CommandHandler(CreateJournalEntry)
export class CreateJournalEntryHandler implements ICommandHandler<CreateJournalEntry> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, fields }: CreateJournalEntry) {
    const journalEntryId = uuidv7();
    const lines = linesOf(fields.lines);
    const entryFields = { journalEntryId, date: fields.date, reference: fields.reference, description: fields.description, lines };
    return this.pipeline.run(context, {
      result: { id: journalEntryId },
      decide: async (read) => {
        const entry = await read<JournalEntryState>(journalEntryStream(journalEntryId));
        const accounts = await accountStates(read, lines.map((line) => line.accountId));
        if (fields.status === 'Posted') {
          const books = await read<BooksState>(BOOKS_CLOSING_STREAM);
          return postJournalEntryDirectly({ ...entryFields, postedBy: context.userId, postedAt: now() }, { entry, accounts, books });
        }
        return draftJournalEntry({ ...entryFields, draftedBy: context.userId, draftedAt: now() }, { entry, accounts });
      },
    });
  }
}

@CommandHandler(EditJournalEntryDraft)
export class EditJournalEntryDraftHandler implements ICommandHandler<EditJournalEntryDraft> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, journalEntryId, fields }: EditJournalEntryDraft) {
    const lines = fields.lines ? linesOf(fields.lines) : undefined;
    return this.pipeline.run(context, {
      result: { id: journalEntryId },
      decide: async (read) => {
        const entry = await read<JournalEntryState>(journalEntryStream(journalEntryId));
        const accounts = await accountStates(read, (lines ?? entry.lines).map((line) => line.accountId));
        return editJournalEntryDraft(
          { journalEntryId, date: fields.date, reference: fields.reference, description: fields.description, lines, editedBy: context.userId, editedAt: now() },
          { entry, accounts },
        );
      },
    });
  }
}

@CommandHandler(DeleteJournalEntryDraft)
export class DeleteJournalEntryDraftHandler implements ICommandHandler<DeleteJournalEntryDraft> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, journalEntryId }: DeleteJournalEntryDraft) {
    return this.pipeline.run(context, {
      result: { id: journalEntryId },
      decide: async (read) =>
        deleteJournalEntryDraft({ journalEntryId, deletedBy: context.userId, deletedAt: now() }, { entry: await read<JournalEntryState>(journalEntryStream(journalEntryId)) }),
    });
  }
}

@CommandHandler(PostJournalEntry)
export class PostJournalEntryHandler implements ICommandHandler<PostJournalEntry> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, journalEntryId }: PostJournalEntry) {
    return this.pipeline.run(context, {
      result: { id: journalEntryId },
      decide: async (read) => {
        const entry = await read<JournalEntryState>(journalEntryStream(journalEntryId));
        const accounts = await accountStates(read, entry.lines.map((line) => line.accountId));
        const books = await read<BooksState>(BOOKS_CLOSING_STREAM);
        return postJournalEntry({ journalEntryId, postedBy: context.userId, postedAt: now() }, { entry, accounts, books });
      },
    });
  }
}

@CommandHandler(ReverseJournalEntry)
export class ReverseJournalEntryHandler implements ICommandHandler<ReverseJournalEntry> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, journalEntryId, fields }: ReverseJournalEntry) {
    const reversalEntryId = uuidv7();
    return this.pipeline.run(context, {
      result: { id: journalEntryId, reversalEntryId },
      decide: async (read) =>
        reverseJournalEntry(
          { journalEntryId, reversalEntryId, date: fields.date ?? dhakaDate(), description: fields.description, reversedBy: context.userId, reversedAt: now() },
          { entry: await read<JournalEntryState>(journalEntryStream(journalEntryId)), books: await read<BooksState>(BOOKS_CLOSING_STREAM) },
        ),
    });
  }
}

export const JOURNAL_ENTRY_COMMAND_HANDLERS = [
  CreateJournalEntryHandler,
  EditJournalEntryDraftHandler,
  DeleteJournalEntryDraftHandler,
  PostJournalEntryHandler,
  ReverseJournalEntryHandler,
];
