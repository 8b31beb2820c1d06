export interface LedgerLine {
  /** The journal line's id. */
  _id: string;
  date: string;
  entryNumber: number | string | null;
  journalEntryId: string;
  reference: string | null;
  description: string | null;
  debit: number;
  credit: number;
  /** Running balance on the account's normal side. */
  balance: number;
}

export interface AccountLedger {
  account: { _id: string; code: string; name: string; type: string };
  openingBalance: number;
  closingBalance: number;
  entries: LedgerLine[];
  pagination: { total: number; page: number; limit: number; pages: number };
}
