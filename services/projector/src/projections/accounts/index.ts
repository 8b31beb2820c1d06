import { qualified } from '../../sql';
import type { StatementSink } from '../statements';
import type { ProjectionBatch } from '../batch';
import type { Projection } from '../projection';
import { chartOfAccountsHandlers } from './chart-of-accounts';
import { glAccountHandlers } from './gl-accounts';
import { glClassHandlers } from './gl-classes';
import { glGroupHandlers } from './gl-groups';
import { paymentMethodHandlers } from './payment-methods';
import { AccountsBatch } from './tables';

export { AccountsBatch } from './tables';

/** Chart of accounts, GL classes, groups, accounts (with their ledger totals) and payment methods. */
declare module '../batch' {
  interface ProjectionBatch {
    accounts: AccountsBatch;
  }
}

export const accountsProjection: Projection<'accounts'> = {
  name: 'accounts',
  tables: { chart_of_accounts: 'id', gl_classes: 'id', gl_groups: 'id', gl_accounts: 'id', payment_methods: 'id' },
  createState: () => new AccountsBatch(),
  handlers: { ...chartOfAccountsHandlers, ...glClassHandlers, ...glGroupHandlers, ...glAccountHandlers, ...paymentMethodHandlers },
  flush(state: AccountsBatch, db: StatementSink, schema: string) {
    state.chart.flush(db, schema);
    state.glClasses.flush(db, schema);
    state.glGroups.flush(db, schema);
    state.glAccounts.flush(db, schema);
    state.paymentMethods.flush(db, schema);
    if (state.defaultPaymentMethodId) {
      db.execute(`UPDATE ${qualified(schema, 'payment_methods')} SET is_default = false WHERE is_default AND id <> $1`, [state.defaultPaymentMethodId]);
    }
  },
};
