import { Module } from '@nestjs/common';
import { AccountsSharedModule } from '../shared/accounts-shared.module';
import { RECONCILIATION_COMMAND_HANDLERS } from './reconciliation.commands';
import { ReconciliationController } from './reconciliation.controller';
import { ReconciliationQueries } from './reconciliation-queries';

@Module({ imports: [AccountsSharedModule], controllers: [ReconciliationController], providers: [...RECONCILIATION_COMMAND_HANDLERS, ReconciliationQueries] })
export class ReconciliationModule {}
