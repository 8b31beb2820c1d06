import { Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AuditLog } from './audit-log';
import { ChainVerifications } from './chain-verifications';

@Module({ controllers: [AuditController], providers: [AuditLog, ChainVerifications], exports: [ChainVerifications] })
export class AuditModule {}
