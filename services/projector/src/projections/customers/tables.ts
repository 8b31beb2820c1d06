import { CUSTOMERS, type RowOf } from '@dealer/read-models';
import { RowBatch } from '../row-batch';

export type CustomerRow = RowOf<typeof CUSTOMERS>;

/** Pending writes of the customers for one batch. */
export class CustomersBatch {
  readonly customers = new RowBatch(CUSTOMERS);
}
