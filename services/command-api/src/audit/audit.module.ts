import { Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AuditLog } from './audit-log';
import { AuditSample } from './audit-sample';
import { AuditBundleModule } from './bundle/audit-bundle';
import { ChainVerifications } from './chain-verifications';

@Module({ imports: [AuditBundleModule], controllers: [AuditController], providers: [AuditLog, AuditSample, ChainVerifications], exports: [ChainVerifications] })
export class AuditModule {}
