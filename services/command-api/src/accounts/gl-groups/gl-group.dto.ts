import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { ListQuery } from '../../platform/list-query';

const SECTIONS = ['current', 'fixed', 'other', 'longTerm', 'equity', 'operating', 'cogs'];

export class GlGroupRequest {
  @ApiProperty({ example: 'Cash and Bank' })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Please input the name!' })
  @IsString({ message: 'Please input the name!' })
  name!: string;

  @ApiProperty({ example: '11' })
  @MaxLength(20, { message: 'Code must be at most 20 characters' })
  @IsNotEmpty({ message: 'Please input the code!' })
  @IsString({ message: 'Please input the code!' })
  code!: string;

  @ApiProperty({ description: 'GL class id' })
  @IsUUID('all', { message: 'Please select a GL Class!' })
  glClass!: string;

  @ApiPropertyOptional({ enum: SECTIONS, description: 'Report section; defaults by class type' })
  @IsOptional()
  @IsIn(SECTIONS, { message: `Section must be one of ${SECTIONS.join(', ')}` })
  section?: string;
}

export class GlGroupListQuery extends ListQuery {
  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID('all', { message: 'glClass must be an id' })
  glClass?: string;
}
