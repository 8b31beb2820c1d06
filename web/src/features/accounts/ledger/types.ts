/** An account's ledger as GET /api/accounts/ledger/{accountId} answers it: the contract's types. */
import type { Answer, ElementOf } from '../../../shared/api/contract-types';

/** The account, its opening and closing balances and a page of its lines. */
export type AccountLedger = Answer<'AccountLedgerController_get'>;

/** One journal line on the account (`_id`: the line's); `balance`: running, on the account's normal side. */
export type LedgerLine = ElementOf<AccountLedger['entries']>;
