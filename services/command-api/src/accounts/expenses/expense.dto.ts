import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { IsBooksDate, IsDocumentDate, IsTaka } from '../../platform/dto-decorators';
import { ListQuery } from '../../platform/list-query';

export class RecordExpenseRequest {
  @ApiProperty({ description: 'GL account of class Expense' })
  @IsUUID('all', { message: 'Please select expense account' })
  expenseAccount!: string;

  @ApiProperty({ example: 1200 })
  @IsTaka('Please enter amount', 0.01)
  amount!: number;

  @ApiProperty({ example: '2026-11-22' })
  @IsDocumentDate('Please select date', 'expense')
  date!: string;

  @ApiProperty()
  @MaxLength(500, { message: 'Description must be at most 500 characters' })
  @IsNotEmpty({ message: 'Please enter description' })
  @IsString({ message: 'Please enter description' })
  description!: string;

  @ApiProperty({ description: 'The cash or bank account paid from (the payment method\'s account)' })
  @IsUUID('all', { message: 'Please select payment method' })
  cashAccount!: string;

  @ApiPropertyOptional({ description: 'Payment method id' })
  @IsOptional()
  @IsUUID('all', { message: 'Please select payment method' })
  paymentMethod?: string;

  @ApiPropertyOptional({ description: 'Confirms taking a bank account into overdraft' })
  @IsOptional()
  @IsBoolean({ message: 'allowOverdraft must be true or false' })
  allowOverdraft?: boolean;
}

export class ExpenseListQuery extends ListQuery {
  @ApiPropertyOptional() @IsOptional() @IsBooksDate('startDate must be a date (YYYY-MM-DD)')
  startDate?: string;

  @ApiPropertyOptional() @IsOptional() @IsBooksDate('endDate must be a date (YYYY-MM-DD)')
  endDate?: string;

  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: 'expenseAccount must be an account' })
  expenseAccount?: string;
}
