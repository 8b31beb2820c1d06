import { CHART_OF_ACCOUNTS, GL_ACCOUNTS, GL_CLASSES, GL_GROUPS, PAYMENT_METHODS, type RowOf } from '@dealer/read-models';
import { RowBatch } from '../row-batch';

export type GlAccountRow = RowOf<typeof GL_ACCOUNTS>;

/** Pending writes of the accounts feature for one batch. */
export class AccountsBatch {
  readonly chart = new RowBatch(CHART_OF_ACCOUNTS);
  readonly glClasses = new RowBatch(GL_CLASSES);
  readonly glGroups = new RowBatch(GL_GROUPS);
  /** debit_total / credit_total are moved by the ledger's journal lines. */
  readonly glAccounts = new RowBatch(GL_ACCOUNTS);
  readonly paymentMethods = new RowBatch(PAYMENT_METHODS);

  /** The payment method that last became the default in this batch: every other one is not. */
  defaultPaymentMethodId: string | null = null;
}
