import { Module } from '@nestjs/common';
import { AccountsSharedModule } from '../../accounts/shared/accounts-shared.module';
import { SystemAccountIds } from '../../platform/system-accounts';
import { RecordVatPaymentHandler } from './vat-payment.commands';
import { VatPaymentsController } from './vat-payments.controller';
import { VatPaymentQueries } from './vat-payment-queries';

@Module({ imports: [AccountsSharedModule], controllers: [VatPaymentsController], providers: [RecordVatPaymentHandler, VatPaymentQueries, SystemAccountIds] })
export class VatPaymentsModule {}
