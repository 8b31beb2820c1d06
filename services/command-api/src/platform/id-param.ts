import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { isUuid } from '@dealer/domain';

/** Ids in paths are UUIDs; anything else is a clear 400, not a database error. */
@Injectable()
export class IdParam implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isUuid(value)) throw new BadRequestException('The id in the path is not a valid id');
    return value.toLowerCase();
  }
}
