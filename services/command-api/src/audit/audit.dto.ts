import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { IsBooksDate } from '../platform/dto-decorators';
import { ListQuery } from '../platform/list-query';

/** No control characters (NUL included): a filter is compared as text, never interpreted. */
const PRINTABLE = /^[^\u0000-\u001f\u007f]*$/;

/** Which part of the log: the filters of the audit screen and of the export. */
export class AuditLogFilter {
  @ApiPropertyOptional({ description: 'A stream (`journal-entry-<id>`), or a kind of stream when it ends in `-` (`journal-entry-`)' })
  @IsOptional()
  @IsString({ message: 'stream must be text' })
  @MaxLength(300, { message: 'stream must be at most 300 characters' })
  @Matches(PRINTABLE, { message: 'stream must not contain control characters' })
  stream?: string;

  @ApiPropertyOptional({ description: 'An event type, e.g. JournalEntryPosted' })
  @IsOptional()
  @IsString({ message: 'type must be text' })
  @MaxLength(100, { message: 'type must be at most 100 characters' })
  @Matches(PRINTABLE, { message: 'type must not contain control characters' })
  type?: string;

  @ApiPropertyOptional({ description: 'Who made the change (the user id in the event metadata)' })
  @IsOptional()
  @IsUUID('all', { message: 'userId must be a user id' })
  userId?: string;

  @ApiPropertyOptional({ description: 'Every event of one request (the correlation id in the event metadata)' })
  @IsOptional()
  @IsString({ message: 'correlationId must be text' })
  @MaxLength(128, { message: 'correlationId must be at most 128 characters' })
  @Matches(PRINTABLE, { message: 'correlationId must not contain control characters' })
  correlationId?: string;

  @ApiPropertyOptional({ description: 'Recorded on or after this day (Bangladesh)' })
  @IsOptional()
  @IsBooksDate('startDate must be a date (YYYY-MM-DD)')
  startDate?: string;

  @ApiPropertyOptional({ description: 'Recorded on or before this day (Bangladesh)' })
  @IsOptional()
  @IsBooksDate('endDate must be a date (YYYY-MM-DD)')
  endDate?: string;
}

/** The audit screen's list: the filters, paged by position (newest first unless sortOrder=asc). */
export class AuditEventsQuery extends IntersectionType(ListQuery, AuditLogFilter) {
  @ApiPropertyOptional({ default: 50, maximum: 1000 })
  override limit = 50;
}
