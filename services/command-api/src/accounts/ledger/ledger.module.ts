import { Module } from '@nestjs/common';
import { GlAccountsModule } from '../gl-accounts/gl-accounts.module';
import { AccountLedger, AccountLedgerController } from './account-ledger';

@Module({ imports: [GlAccountsModule], controllers: [AccountLedgerController], providers: [AccountLedger] })
export class LedgerModule {}
