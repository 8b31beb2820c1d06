import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** page, limit and search, bounded: every list pages in SQL. */
export class ListQuery {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(100000, { message: 'page is too large' })
  page = 1;

  @ApiPropertyOptional({ default: 10, maximum: 1000 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(1000, { message: 'limit must be at most 1000' })
  limit = 10;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;
}

/** A LIKE pattern that matches the text literally. */
export const containsPattern = (search: string) => `%${search.trim().toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
