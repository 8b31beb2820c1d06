import { Module } from '@nestjs/common';
import { AccountsSharedModule } from '../shared/accounts-shared.module';
import { SystemAccountIds } from '../../platform/system-accounts';
import { PAYABLE_COMMAND_HANDLERS } from './payable.commands';
import { PayablesController } from './payables.controller';
import { PayableQueries } from './payable-queries';
import { PaymentReferences } from '../../sales/payment-references';

@Module({ imports: [AccountsSharedModule], controllers: [PayablesController], providers: [...PAYABLE_COMMAND_HANDLERS, PayableQueries, SystemAccountIds, PaymentReferences] })
export class PayablesModule {}
