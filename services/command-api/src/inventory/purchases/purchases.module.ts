import { Module } from '@nestjs/common';
import { AccountsSharedModule } from '../../accounts/shared/accounts-shared.module';
import { PURCHASE_COMMAND_HANDLERS } from './purchase.commands';
import { PurchasesController } from './purchases.controller';
import { PurchaseQueries } from './purchase-queries';
import { SystemAccountIds } from '../../platform/system-accounts';
import { PurchaseNumbers } from './purchasing-support';

@Module({ imports: [AccountsSharedModule], controllers: [PurchasesController], providers: [...PURCHASE_COMMAND_HANDLERS, PurchaseQueries, SystemAccountIds, PurchaseNumbers] })
export class PurchasesModule {}
