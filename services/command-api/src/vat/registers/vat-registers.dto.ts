import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, Matches } from 'class-validator';
import { IsBooksDate } from '../../platform/dto-decorators';
import { ListQuery } from '../../platform/list-query';

/** A register's page: the business days it spans (both required) and the list kit's page and limit. */
export class VatRegisterQuery extends ListQuery {
  @ApiProperty({ example: '2026-11-01', description: 'First business day (YYYY-MM-DD)' })
  @IsBooksDate('startDate must be a date (YYYY-MM-DD)')
  @IsNotEmpty({ message: 'startDate must be a date (YYYY-MM-DD)' })
  startDate!: string;

  @ApiProperty({ example: '2026-11-30', description: 'Last business day (YYYY-MM-DD), on or after startDate' })
  @IsBooksDate('endDate must be a date (YYYY-MM-DD)')
  @IsNotEmpty({ message: 'endDate must be a date (YYYY-MM-DD)' })
  endDate!: string;
}

/** A register's export: the business days it spans. */
export class VatRegisterExportRequest {
  @ApiProperty({ example: '2026-11-01' })
  @IsBooksDate('startDate must be a date (YYYY-MM-DD)')
  @IsNotEmpty({ message: 'startDate must be a date (YYYY-MM-DD)' })
  startDate!: string;

  @ApiProperty({ example: '2026-11-30' })
  @IsBooksDate('endDate must be a date (YYYY-MM-DD)')
  @IsNotEmpty({ message: 'endDate must be a date (YYYY-MM-DD)' })
  endDate!: string;
}

export class VatRegisterSummaryQuery {
  @ApiProperty({ example: '2026-11', description: 'The month, YYYY-MM' })
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'The VAT period must be a month written YYYY-MM (2026-11)' })
  period!: string;
}
