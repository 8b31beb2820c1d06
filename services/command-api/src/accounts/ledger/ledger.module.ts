import { Module } from '@nestjs/common';
import { GlAccountsModule } from '../gl-accounts/gl-accounts.module';
import { BooksKnownAt } from '../reports/books-known-at';
import { AccountLedger, AccountLedgerController } from './account-ledger';

@Module({ imports: [GlAccountsModule], controllers: [AccountLedgerController], providers: [AccountLedger, BooksKnownAt] })
export class LedgerModule {}
