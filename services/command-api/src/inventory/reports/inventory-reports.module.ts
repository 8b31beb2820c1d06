import { Module } from '@nestjs/common';
import { InventoryExportJobs } from './inventory-export-jobs';
import { InventoryReportQueries } from './inventory-report-queries';
import { InventoryReportsController } from './inventory-reports.controller';

/** Inventory reports, analytics and exports (docs/api/inventory.md); the export worker runs in the projector process. */
@Module({ controllers: [InventoryReportsController], providers: [InventoryReportQueries, InventoryExportJobs] })
export class InventoryReportsModule {}
