import { Module } from '@nestjs/common';
import { SystemAccountIds } from '../../platform/system-accounts';
import { RECEIVABLE_COMMAND_HANDLERS } from './receivable.commands';
import { ReceivablesController } from './receivables.controller';
import { ReceivableQueries } from './receivable-queries';

@Module({ controllers: [ReceivablesController], providers: [...RECEIVABLE_COMMAND_HANDLERS, ReceivableQueries, SystemAccountIds], exports: [ReceivableQueries] })
export class ReceivablesModule {}
