import { Module } from '@nestjs/common';
import { AccountsSharedModule } from '../shared/accounts-shared.module';
import { MoneyAccountsController } from './money-accounts.controller';

@Module({ imports: [AccountsSharedModule], controllers: [MoneyAccountsController] })
export class MoneyAccountsModule {}
