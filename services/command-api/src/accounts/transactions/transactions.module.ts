import { Module } from '@nestjs/common';
import { JournalEntriesModule } from '../journal-entries/journal-entries.module';
import { AccountingTransactions, AccountingTransactionsController } from './transactions';

/** Exports the transactions: the export streams them. */
@Module({ imports: [JournalEntriesModule], controllers: [AccountingTransactionsController], providers: [AccountingTransactions], exports: [AccountingTransactions] })
export class TransactionsModule {}
