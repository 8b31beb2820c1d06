import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { IsDocumentDate, IsTaka } from '../../platform/dto-decorators';
import { ListQuery } from '../../platform/list-query';

export class RecordVatPaymentRequest {
  @ApiProperty({ example: '2026-10', description: 'The month the VAT is paid for, YYYY-MM' })
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'The VAT period must be a month written YYYY-MM (2026-11)' })
  @IsString({ message: 'Please select the month paid for' })
  period!: string;

  @ApiProperty({ example: 32881 })
  @IsTaka('Please enter amount', 0.01)
  amount!: number;

  @ApiProperty({ example: '2026-11-14' })
  @IsDocumentDate('Please select date', 'VAT payment')
  date!: string;

  @ApiProperty({ example: 'TC-2026-00123', description: "The treasury challan's number" })
  @MaxLength(50, { message: 'Treasury challan number must be at most 50 characters' })
  @IsNotEmpty({ message: 'Please enter the treasury challan number' })
  @IsString({ message: 'Please enter the treasury challan number' })
  treasuryChallanNumber!: string;

  @ApiProperty({ description: 'The bank or cash account paid from' })
  @IsUUID('all', { message: 'Please select the account paid from' })
  cashAccount!: string;

  @ApiPropertyOptional({ description: 'Confirms taking a bank account into overdraft' })
  @IsOptional()
  @IsBoolean({ message: 'allowOverdraft must be true or false' })
  allowOverdraft?: boolean;
}

export class VatPaymentListQuery extends ListQuery {
  @ApiPropertyOptional({ example: '2026-10' })
  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'The VAT period must be a month written YYYY-MM (2026-11)' })
  period?: string;
}
