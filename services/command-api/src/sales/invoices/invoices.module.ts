import { Module } from '@nestjs/common';
import { AccountsSharedModule } from '../../accounts/shared/accounts-shared.module';
import { SystemAccountIds } from '../../platform/system-accounts';
import { INVOICE_COMMAND_HANDLERS } from './invoice.commands';
import { InvoicesController } from './invoices.controller';
import { InvoiceQueries } from './invoice-queries';
import { PaymentReferences } from '../payment-references';

@Module({ imports: [AccountsSharedModule], controllers: [InvoicesController], providers: [...INVOICE_COMMAND_HANDLERS, InvoiceQueries, SystemAccountIds, PaymentReferences], exports: [InvoiceQueries] })
export class InvoicesModule {}
