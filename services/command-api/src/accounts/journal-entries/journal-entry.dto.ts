import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { MAX_JOURNAL_LINES, MAX_JOURNAL_REFERENCE_LENGTH } from '@dealer/domain';
import { IsBooksDate, IsDocumentDate, IsTaka } from '../../platform/dto-decorators';
import { ListQuery } from '../../platform/list-query';

/** The domain's limit and its words, so a reference the DTO lets through is one the domain accepts. */
const REFERENCE_TOO_LONG = `Reference must be at most ${MAX_JOURNAL_REFERENCE_LENGTH} characters`;

export class JournalLineRequest {
  @ApiProperty({ description: 'GL account id' })
  @IsUUID('all', { message: 'Please select an account' })
  account!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'Line description must be at most 200 characters' })
  description?: string;

  @ApiProperty({ example: 1500 })
  @IsTaka('Debit must be an amount of at least 0 with at most 2 decimals')
  debit!: number;

  @ApiProperty({ example: 0 })
  @IsTaka('Credit must be an amount of at least 0 with at most 2 decimals')
  credit!: number;
}

export class UpdateJournalEntryRequest {
  @ApiPropertyOptional({ example: '2026-11-22' })
  @IsOptional()
  @IsDocumentDate('Please select date', 'journal entry')
  date?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(MAX_JOURNAL_REFERENCE_LENGTH, { message: REFERENCE_TOO_LONG })
  @IsNotEmpty({ message: 'Please enter reference' })
  @IsString({ message: 'Please enter reference' })
  reference?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(500, { message: 'Description must be at most 500 characters' })
  @IsNotEmpty({ message: 'Please enter description' })
  @IsString({ message: 'Please enter description' })
  description?: string;

  @ApiPropertyOptional({ type: [JournalLineRequest] })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => JournalLineRequest)
  @ArrayMaxSize(MAX_JOURNAL_LINES, { message: `At most ${MAX_JOURNAL_LINES} journal lines` })
  @IsArray({ message: 'At least two journal lines are required' })
  lines?: JournalLineRequest[];
}

export class CreateJournalEntryRequest {
  @ApiProperty({ example: '2026-11-22' })
  @IsDocumentDate('Please select date', 'journal entry')
  date!: string;

  @ApiProperty({ example: 'ADJ-001' })
  @MaxLength(MAX_JOURNAL_REFERENCE_LENGTH, { message: REFERENCE_TOO_LONG })
  @IsNotEmpty({ message: 'Please enter reference' })
  @IsString({ message: 'Please enter reference' })
  reference!: string;

  @ApiProperty({ example: 'Correct a mis-posted rent payment' })
  @MaxLength(500, { message: 'Description must be at most 500 characters' })
  @IsNotEmpty({ message: 'Please enter description' })
  @IsString({ message: 'Please enter description' })
  description!: string;

  @ApiProperty({ type: [JournalLineRequest] })
  @ValidateNested({ each: true })
  @Type(() => JournalLineRequest)
  @ArrayMaxSize(MAX_JOURNAL_LINES, { message: `At most ${MAX_JOURNAL_LINES} journal lines` })
  @IsArray({ message: 'At least two journal lines are required' })
  lines!: JournalLineRequest[];

  @ApiPropertyOptional({ enum: ['Draft', 'Posted'], default: 'Draft' })
  @IsOptional()
  @IsIn(['Draft', 'Posted'], { message: 'Status must be Draft or Posted' })
  status?: 'Draft' | 'Posted';
}

export class ReverseJournalEntryRequest {
  @ApiPropertyOptional({ description: 'Reversal date; today when left out' })
  @IsOptional()
  @IsDocumentDate('Please select date', 'reversal')
  date?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'Description must be at most 500 characters' })
  description?: string;
}

export class JournalEntryListQuery extends ListQuery {
  @ApiPropertyOptional({ default: 20 })
  override limit = 20;

  @ApiPropertyOptional({ enum: ['Draft', 'Posted', 'Reversed'] })
  @IsOptional()
  @IsIn(['Draft', 'Posted', 'Reversed'], { message: 'status must be Draft, Posted or Reversed' })
  status?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBooksDate('startDate must be a date (YYYY-MM-DD)')
  startDate?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBooksDate('endDate must be a date (YYYY-MM-DD)')
  endDate?: string;
}
