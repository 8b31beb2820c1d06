import { Module } from '@nestjs/common';
import { GlAccountsModule } from '../gl-accounts/gl-accounts.module';
import { AccountsSharedModule } from '../shared/accounts-shared.module';
import { ProfitTransferController, TransferProfitHandler } from './profit-transfer';

@Module({ imports: [GlAccountsModule, AccountsSharedModule], controllers: [ProfitTransferController], providers: [TransferProfitHandler] })
export class ProfitTransferModule {}
