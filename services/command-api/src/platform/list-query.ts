import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** page, limit, search and order, bounded: every list pages in SQL (see pagedList). */
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

  // Which names a list sorts by is its own whitelist (ListShape.sortable): pagedList refuses others.
  @ApiPropertyOptional({ description: "A column of this list's whitelist; another is refused with 400 naming the allowed ones" })
  @IsOptional()
  @IsString({ message: 'sortBy must be a column name' })
  @MaxLength(50, { message: 'sortBy must be at most 50 characters' })
  sortBy?: string;

  @ApiPropertyOptional({ enum: SORT_ORDERS, description: 'Direction of sortBy (default asc); alone, the direction of the default order' })
  @IsOptional()
  @IsIn(SORT_ORDERS, { message: 'sortOrder must be asc or desc' })
  sortOrder?: SortOrder;

  @ApiPropertyOptional({
    description: 'Keyset paging instead of page: empty for the first page, then the `pagination.nextCursor` of the page before',
  })
  @IsOptional()
  @IsString({ message: 'after must be a cursor' })
  @MaxLength(2000, { message: 'after is too long to be a cursor' })
  after?: string;
}

/** A LIKE pattern that matches the text literally. */
export const containsPattern = (search: string) => `%${search.trim().toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
