import { Module } from '@nestjs/common';
import { InventoryExportJobs } from '../../inventory/reports/inventory-export-jobs';
import { VatRegisterExportJobs } from './vat-register-export-jobs';
import { VatRegisterQueries } from './vat-register-queries';
import { VatRegistersController } from './vat-registers.controller';

/** The VAT registers (issue 24 item 5); exports VatRegisterQueries for the VAT return (monthFigures, monthSummary). */
@Module({ controllers: [VatRegistersController], providers: [VatRegisterQueries, VatRegisterExportJobs, InventoryExportJobs], exports: [VatRegisterQueries] })
export class VatRegistersModule {}
