import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsUUID, Min, ValidateNested } from 'class-validator';
import { IsBooksDate, IsDocumentDate, IsMoney, IsOptionalText, IsRequiredText } from '../../platform/dto-decorators';
import { ListQuery } from '../../platform/list-query';

export const MAX_STATEMENT_ITEMS = 5000;
const MAX_SIGNED_TAKA = 1_000_000_000_000;

/** One line of the bank statement: `amount` signed, a deposit positive and a withdrawal negative. */
export class StatementItemBody {
  @ApiProperty({ example: '2026-11-20' }) @IsDocumentDate('Each statement line needs a date (YYYY-MM-DD)', 'statement line')
  date!: string;

  @ApiPropertyOptional() @IsOptional() @IsOptionalText(500, 'Description')
  description?: string | null;

  @ApiPropertyOptional({ description: 'Cheque or transfer reference' }) @IsOptional() @IsOptionalText(100, 'Reference')
  reference?: string | null;

  @ApiProperty({ example: -250, description: 'Taka: a deposit positive, a withdrawal negative' }) @IsMoney('Each statement line needs an amount', -MAX_SIGNED_TAKA, 'Amount is out of range')
  amount!: number;
}

/** POST /api/accounts/reconciliation/start. */
export class StartReconciliationRequest {
  @ApiProperty({ description: 'A bank (or mobile banking) GL account' }) @IsUUID('all', { message: 'Please select an account!' })
  accountId!: string;

  @ApiProperty({ example: '2026-11-30' }) @IsDocumentDate('Please select date!', 'statement')
  statementDate!: string;

  @ApiProperty({ example: 125000.5 }) @IsMoney('Please enter statement balance!', -MAX_SIGNED_TAKA, 'Statement balance is out of range')
  statementBalance!: number;

  @ApiPropertyOptional({ type: [StatementItemBody] })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => StatementItemBody)
  @ArrayMaxSize(MAX_STATEMENT_ITEMS, { message: `A statement can have at most ${MAX_STATEMENT_ITEMS} lines` })
  @IsArray({ message: 'statementItems must be a list' })
  statementItems?: StatementItemBody[] | null;

  @ApiPropertyOptional({ default: true, description: 'Propose matches of the statement lines (default on)' }) @IsOptional() @IsBoolean({ message: 'autoMatch must be true or false' })
  autoMatch?: boolean | null;
}

export class AdjustmentBody {
  @ApiProperty({ example: 'Bank charges' }) @IsRequiredText('Please enter description', 200, 'Description')
  description!: string;

  @ApiProperty({ example: 115 }) @IsMoney('Please enter amount', 0.01, 'Amount must be greater than 0')
  amount!: number;

  @ApiProperty({ enum: ['Addition', 'Deduction'] }) @IsIn(['Addition', 'Deduction'], { message: 'Please select type' })
  type!: 'Addition' | 'Deduction';

  @ApiPropertyOptional({ description: 'The other side: default Bank Charges for a Deduction, Other Income for an Addition' })
  @IsOptional()
  @IsUUID('all', { message: 'Please select account' })
  account?: string | null;
}

export class MatchBody {
  @ApiProperty() @Type(() => Number) @IsInt({ message: 'statementIndex must be a whole number' }) @Min(0, { message: 'statementIndex must be at least 0' })
  statementIndex!: number;

  @ApiProperty() @IsUUID('all', { message: 'transactionId must be a transaction id' })
  transactionId!: string;
}

/** POST /api/accounts/reconciliation/complete. */
export class CompleteReconciliationRequest {
  @ApiProperty() @IsUUID('all', { message: 'reconciliationId must be a reconciliation id' })
  reconciliationId!: string;

  @ApiProperty({ type: [String], description: 'Ids of the transactions (journal entries) ticked off' })
  @IsArray({ message: 'reconciledTransactions must be a list' })
  @ArrayMaxSize(20_000, { message: 'At most 20000 transactions at once' })
  @IsUUID('all', { each: true, message: 'reconciledTransactions must be transaction ids' })
  reconciledTransactions!: string[];

  @ApiPropertyOptional({ type: [AdjustmentBody] })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => AdjustmentBody)
  @ArrayMaxSize(100, { message: 'At most 100 adjustments' })
  @IsArray({ message: 'adjustments must be a list' })
  adjustments?: AdjustmentBody[] | null;

  @ApiPropertyOptional() @IsOptional() @IsOptionalText(1000, 'Notes')
  notes?: string | null;
}

/** POST /api/accounts/reconciliations/{id}/progress: the wizard's work so far. */
export class SaveProgressRequest {
  @ApiPropertyOptional({ type: [MatchBody] })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => MatchBody)
  @ArrayMaxSize(MAX_STATEMENT_ITEMS, { message: `At most ${MAX_STATEMENT_ITEMS} matches` })
  @IsArray({ message: 'matches must be a list' })
  matches?: MatchBody[] | null;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: 'selectedTransactions must be a list' })
  @ArrayMaxSize(20_000, { message: 'At most 20000 transactions at once' })
  @IsUUID('all', { each: true, message: 'selectedTransactions must be transaction ids' })
  selectedTransactions?: string[] | null;

  @ApiPropertyOptional({ type: [AdjustmentBody] })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => AdjustmentBody)
  @ArrayMaxSize(100, { message: 'At most 100 adjustments' })
  @IsArray({ message: 'adjustments must be a list' })
  adjustments?: AdjustmentBody[] | null;

  @ApiPropertyOptional() @IsOptional() @IsOptionalText(1000, 'Notes')
  notes?: string | null;
}

export const RECONCILIATION_STATUSES = ['In Progress', 'Completed', 'Cancelled'] as const;

export class ReconciliationListQuery extends ListQuery {
  @ApiPropertyOptional({ enum: RECONCILIATION_STATUSES }) @IsOptional() @IsIn(RECONCILIATION_STATUSES, { message: `status must be one of ${RECONCILIATION_STATUSES.join(', ')}` })
  status?: (typeof RECONCILIATION_STATUSES)[number];

  @ApiPropertyOptional({ description: 'A bank account id' }) @IsOptional() @IsUUID('all', { message: 'account must be an account id' })
  account?: string;

  @ApiPropertyOptional({ description: 'Statement dated on or after' }) @IsOptional() @IsBooksDate('startDate must be a date (YYYY-MM-DD)')
  startDate?: string;

  @ApiPropertyOptional({ description: 'Statement dated on or before' }) @IsOptional() @IsBooksDate('endDate must be a date (YYYY-MM-DD)')
  endDate?: string;
}
