import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { IsDocumentDate, IsTaka } from '../../platform/dto-decorators';
import { ListQuery } from '../../platform/list-query';

export class CreateTransferRequest {
  @ApiProperty({ description: 'Account the money leaves' })
  @IsUUID('all', { message: 'Please select the account to transfer from' })
  from!: string;

  @ApiProperty({ description: 'Account the money reaches' })
  @IsUUID('all', { message: 'Please select the account to transfer to' })
  to!: string;

  @ApiProperty({ example: 25000 })
  @IsTaka('Please enter amount', 0.01)
  amount!: number;

  @ApiProperty({ example: '2026-11-22' })
  @IsDocumentDate('Please select date', 'transfer')
  date!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'Remarks must be at most 500 characters' })
  remarks?: string;

  @ApiPropertyOptional({ description: 'Confirms taking a bank account into overdraft' })
  @IsOptional()
  @IsBoolean({ message: 'allowOverdraft must be true or false' })
  allowOverdraft?: boolean;
}

export class UpdateTransferRequest {
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: 'Please select the account to transfer from' })
  from?: string;

  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: 'Please select the account to transfer to' })
  to?: string;

  @ApiPropertyOptional() @IsOptional() @IsTaka('Please enter amount', 0.01)
  amount?: number;

  @ApiPropertyOptional() @IsOptional() @IsDocumentDate('Please select date', 'transfer')
  date?: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500, { message: 'Remarks must be at most 500 characters' })
  remarks?: string;

  @ApiPropertyOptional({ description: 'Confirms taking a bank account into overdraft' })
  @IsOptional()
  @IsBoolean({ message: 'allowOverdraft must be true or false' })
  allowOverdraft?: boolean;
}

export class VoidTransferRequest {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500, { message: 'Reason must be at most 500 characters' })
  reason?: string;
}

export class TransferListQuery extends ListQuery {
  @ApiPropertyOptional({ enum: ['Posted', 'Voided'] })
  @IsOptional()
  @IsIn(['Posted', 'Voided'], { message: 'status must be Posted or Voided' })
  status?: string;
}
