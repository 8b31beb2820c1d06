import { Module } from '@nestjs/common';
import { SystemAccountIds } from '../../platform/system-accounts';
import { AccountsSharedModule } from '../shared/accounts-shared.module';
import { CASH_COUNT_COMMAND_HANDLERS } from './cash-count.commands';
import { CashCountQueries } from './cash-count-queries';
import { CashCountsController } from './cash-counts.controller';

@Module({ imports: [AccountsSharedModule], controllers: [CashCountsController], providers: [...CASH_COUNT_COMMAND_HANDLERS, CashCountQueries, SystemAccountIds] })
export class CashCountsModule {}
