import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsObject, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { IsBooksDate, IsDocumentDate } from '../../platform/dto-decorators';
import { ListQuery } from '../../platform/list-query';

export class CountCashRequest {
  @ApiProperty({ example: '2026-11-28', description: 'The business day counted: not in the future, not in closed books' })
  @IsDocumentDate('Please select date', 'cash count')
  date!: string;

  @ApiProperty({ description: 'The cash account counted (a cash account, not a bank or wallet)' })
  @IsUUID('all', { message: 'Please select a cash account' })
  cashAccount!: string;

  @ApiProperty({
    description: 'Count of each note by its face value in taka (1000, 500, 200, 100, 50, 20, 10, 5, 2, 1); a note left out counts 0',
    example: { '1000': 5, '500': 3, '100': 4 },
  })
  @IsObject({ message: 'Please count the notes' })
  notes!: Record<string, number>;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Remarks must be text' })
  @MaxLength(500, { message: 'Remarks must be at most 500 characters' })
  remarks?: string;
}

export class ReopenCashDayRequest {
  @ApiProperty({ description: 'Why the day is reopened for cash' })
  @MaxLength(500, { message: 'Reason must be at most 500 characters' })
  @IsNotEmpty({ message: 'Please give the reason for reopening' })
  @IsString({ message: 'Please give the reason for reopening' })
  reason!: string;
}

export class CashCountListQuery extends ListQuery {
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: 'cashAccount must be an account' })
  cashAccount?: string;

  @ApiPropertyOptional() @IsOptional() @IsBooksDate('startDate must be a date (YYYY-MM-DD)')
  startDate?: string;

  @ApiPropertyOptional() @IsOptional() @IsBooksDate('endDate must be a date (YYYY-MM-DD)')
  endDate?: string;

  @ApiPropertyOptional({ enum: ['Counted', 'Reopened'] }) @IsOptional() @IsIn(['Counted', 'Reopened'], { message: 'status must be Counted or Reopened' })
  status?: string;
}

export class ExpectedCashQuery {
  @ApiProperty() @IsUUID('all', { message: 'Please select a cash account' })
  cashAccount!: string;

  @ApiProperty({ example: '2026-11-28' }) @IsBooksDate('Please select date')
  date!: string;
}
