import { Module } from '@nestjs/common';
import { REQUISITION_COMMAND_HANDLERS } from './requisition.commands';
import { RequisitionsController } from './requisitions.controller';
import { RequisitionQueries } from './requisition-queries';

@Module({ controllers: [RequisitionsController], providers: [...REQUISITION_COMMAND_HANDLERS, RequisitionQueries] })
export class RequisitionsModule {}
