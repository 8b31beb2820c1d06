import { USERS } from '@dealer/read-models';
import { RowBatch } from '../row-batch';

/** Pending writes of the users feature for one batch. */
export class UsersBatch {
  readonly users = new RowBatch(USERS);
}
