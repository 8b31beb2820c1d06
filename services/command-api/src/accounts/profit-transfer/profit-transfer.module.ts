import { Module } from '@nestjs/common';
import { GlAccountsModule } from '../gl-accounts/gl-accounts.module';
import { AccountsSharedModule } from '../shared/accounts-shared.module';
import { PROFIT_TRANSFER_COMMAND_HANDLERS } from './profit-transfer.commands';
import { ProfitTransferController } from './profit-transfer.controller';
import { ProfitTransferQueries } from './profit-transfer-queries';

@Module({
  imports: [GlAccountsModule, AccountsSharedModule],
  controllers: [ProfitTransferController],
  providers: [...PROFIT_TRANSFER_COMMAND_HANDLERS, ProfitTransferQueries],
  exports: [ProfitTransferQueries],
})
export class ProfitTransferModule {}
