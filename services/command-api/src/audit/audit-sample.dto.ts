import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { IsBooksDate } from '../platform/dto-decorators';

export const SAMPLE_POPULATIONS = ['journal-entries', 'invoices', 'purchases', 'payments'] as const;
export type SamplePopulation = (typeof SAMPLE_POPULATIONS)[number];

export const SAMPLE_METHODS = ['random', 'monetary-unit'] as const;
export type SampleMethod = (typeof SAMPLE_METHODS)[number];

export const MOST_SAMPLE_ITEMS = 500;

/** Printable text, no control characters: a seed is hashed, never interpreted. */
const PRINTABLE = /^[^\u0000-\u001f\u007f]*$/;

/** GET /api/audit/sample: which documents, of which days, how many, drawn how, from which seed. */
export class AuditSampleQuery {
  @ApiProperty({ enum: SAMPLE_POPULATIONS, description: 'What is sampled: posted journal entries, live invoices, purchases not deleted, or payments (taken on invoices and paid on payables)' })
  @IsIn(SAMPLE_POPULATIONS, { message: `population must be one of ${SAMPLE_POPULATIONS.join(', ')}` })
  population!: SamplePopulation;

  @ApiPropertyOptional({ description: 'First document date (books date, YYYY-MM-DD); default: the first there is' })
  @IsOptional()
  @IsBooksDate('startDate must be a date (YYYY-MM-DD)')
  startDate?: string;

  @ApiPropertyOptional({ description: 'Last document date (books date, YYYY-MM-DD); default: the last there is' })
  @IsOptional()
  @IsBooksDate('endDate must be a date (YYYY-MM-DD)')
  endDate?: string;

  @ApiPropertyOptional({ default: 25, minimum: 1, maximum: MOST_SAMPLE_ITEMS, description: 'How many items to draw (monetary-unit: how many selection points)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'size must be a whole number' })
  @Min(1, { message: 'size must be at least 1' })
  @Max(MOST_SAMPLE_ITEMS, { message: `size must be at most ${MOST_SAMPLE_ITEMS}` })
  size = 25;

  @ApiPropertyOptional({ description: 'The seed (an integer or text, 1 to 64 characters): the same seed and population give the same sample. Default: a new random one, answered so it can be written down' })
  @IsOptional()
  @IsString({ message: 'seed must be text or an integer' })
  @MinLength(1, { message: 'seed must not be empty' })
  @MaxLength(64, { message: 'seed must be at most 64 characters' })
  @Matches(PRINTABLE, { message: 'seed must not contain control characters' })
  seed?: string;

  @ApiPropertyOptional({ enum: SAMPLE_METHODS, default: 'random', description: 'random: every item equally likely; monetary-unit: systematic monetary-unit sampling, larger amounts more likely' })
  @IsOptional()
  @IsIn(SAMPLE_METHODS, { message: `method must be one of ${SAMPLE_METHODS.join(', ')}` })
  method: SampleMethod = 'random';
}
