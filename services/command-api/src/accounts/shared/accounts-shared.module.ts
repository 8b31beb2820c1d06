import { Module } from '@nestjs/common';
import { AccountFundsReader } from './account-funds';
import { LedgerTotals } from './ledger-totals';

/**
 * What several books features read: account totals from the daily totals (reports, the profit
 * transfer), and the funds of the accounts money leaves (transfers, expenses, drawings).
 */
@Module({ providers: [LedgerTotals, AccountFundsReader], exports: [LedgerTotals, AccountFundsReader] })
export class AccountsSharedModule {}
