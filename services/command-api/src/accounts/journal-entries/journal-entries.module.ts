import { Module } from '@nestjs/common';
import { JOURNAL_ENTRY_COMMAND_HANDLERS } from './journal-entry.commands';
import { JournalEntriesController } from './journal-entries.controller';
import { JournalEntryQueries } from './journal-entry-queries';

/** Exports the entry queries: the transactions screen shows journal entries too. */
@Module({ controllers: [JournalEntriesController], providers: [...JOURNAL_ENTRY_COMMAND_HANDLERS, JournalEntryQueries], exports: [JournalEntryQueries] })
export class JournalEntriesModule {}
