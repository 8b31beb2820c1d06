import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsInt, IsOptional, IsUUID, Max, Min, ValidateNested } from 'class-validator';
import { ListQuery } from '../../platform/list-query';
import { IsOptionalText } from '../../platform/dto-decorators';

export class RequisitionLineBody {
  @ApiProperty() @IsUUID('all', { message: 'Please select a product!' })
  product!: string;

  @ApiProperty({ example: 5 })
  @Max(1_000_000, { message: 'Quantity must be at most 1000000' })
  @Min(1, { message: 'Quantity must be a whole number above 0' })
  @IsInt({ message: 'Quantity must be a whole number above 0' })
  @IsDefined({ message: 'Please enter quantity!' })
  quantity!: number;
}

/** POST and PUT (whole) /api/requisitions. */
export class RequisitionRequest {
  @ApiProperty() @IsUUID('all', { message: 'Please select a supplier!' })
  supplier!: string;

  @ApiPropertyOptional() @IsOptional() @IsOptionalText(1000, 'Notes')
  notes?: string | null;

  @ApiProperty({ type: [RequisitionLineBody] })
  @ValidateNested({ each: true })
  @Type(() => RequisitionLineBody)
  @ArrayMaxSize(200, { message: 'A requisition can have at most 200 products' })
  @ArrayMinSize(1, { message: 'Add at least one product.' })
  @IsArray({ message: 'Add at least one product.' })
  products!: RequisitionLineBody[];
}

export class RequisitionListQuery extends ListQuery {
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: 'supplier must be a supplier id' })
  supplier?: string;
}
