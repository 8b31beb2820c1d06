import { Module } from '@nestjs/common';
import { LedgerTotals } from './ledger-totals';

/** What several books features read: account totals from the daily totals (reports, the profit transfer). */
@Module({ providers: [LedgerTotals], exports: [LedgerTotals] })
export class AccountsSharedModule {}
