import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { APPROVAL_STATUSES, type ApprovalStatus } from '@dealer/domain';
import { ListQuery } from '../platform/list-query';

export class ApprovalListQuery extends ListQuery {
  @ApiPropertyOptional({ enum: APPROVAL_STATUSES })
  @IsOptional()
  @IsIn(APPROVAL_STATUSES, { message: 'Status must be one of Pending, Approved, Rejected' })
  status?: ApprovalStatus;

  /** The requests about one invoice (its pending void, shown on the invoice). */
  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID('all', { message: 'invoice must be an invoice id' })
  invoice?: string;
}

export class RejectApprovalRequest {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Reason must be text' })
  @MaxLength(500, { message: 'Reason must be at most 500 characters' })
  reason?: string;
}
