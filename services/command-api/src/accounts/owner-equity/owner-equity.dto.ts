import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { IsDocumentDate, IsTaka } from '../../platform/dto-decorators';

export class OwnerTransactionRequest {
  @ApiProperty({ example: 50000 })
  @IsTaka('Please enter amount', 0.01)
  amount!: number;

  @ApiProperty({ example: '2026-11-22' })
  @IsDocumentDate('Please select date', 'owner transaction')
  date!: string;

  @ApiProperty({ description: 'Cash or bank account' })
  @IsUUID('all', { message: 'Please select account' })
  cashAccount!: string;

  @ApiProperty()
  @MaxLength(500, { message: 'Description must be at most 500 characters' })
  @IsNotEmpty({ message: 'Please enter description' })
  @IsString({ message: 'Please enter description' })
  description!: string;

  @ApiPropertyOptional({ description: 'Confirms taking a bank account into overdraft' })
  @IsOptional()
  @IsBoolean({ message: 'allowOverdraft must be true or false' })
  allowOverdraft?: boolean;
}
