import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  GL_ACCOUNTS_TABLE,
  GL_CLASSES_TABLE,
  GL_GROUPS_TABLE,
  JOURNAL_ENTRIES_TABLE,
  JOURNAL_LINES_TABLE,
  READ_MODELS_SCHEMA,
  RECONCILED_TRANSACTIONS_TABLE,
  RECONCILIATIONS_TABLE,
  USERS_TABLE,
  type ReconciliationRecord,
} from '@dealer/read-models';
import { autoMatch, isBalanced, reconciledBalanceOf, signedAdjustment, toTaka, type OutstandingTransaction, type ProposedMatch } from '@dealer/domain';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { pagedList, type ListShape } from '../../platform/paged-list';
import { takaFromColumn } from '../../platform/taka';
import { entryNumberText } from '../journal-entries/journal-entry-queries';
import type { ReconciliationListQuery } from './reconciliation.dto';

interface ReconciliationRow extends ReconciliationRecord {
  account_code: string | null;
  account_name: string | null;
  started_by_name: string | null;
}

interface OutstandingRow {
  id: string;
  date: string;
  reference: string | null;
  description: string | null;
  entry_number: string | null;
  amount: string;
}

/** A transaction of the bank account as the wizard lists it: `amount` unsigned, `type` Debit (money in) or Credit (money out). */
export interface ReconciliationTransactionView {
  _id: string;
  date: string;
  transactionNumber: string | null;
  description: string;
  referenceNumber: string;
  amount: number;
  signedAmount: number;
  type: 'Debit' | 'Credit';
}

const transactionView = (row: OutstandingRow): ReconciliationTransactionView => {
  const signed = Number(row.amount);
  return {
    _id: row.id,
    date: row.date,
    transactionNumber: entryNumberText(row.entry_number),
    description: row.description ?? '',
    referenceNumber: row.reference ?? '',
    amount: toTaka(Math.abs(signed)),
    signedAmount: toTaka(signed),
    type: signed >= 0 ? 'Debit' : 'Credit',
  };
};

const RECONCILIATION_LIST: ListShape = {
  sortable: { startedAt: 'r.started_at', statementDate: ['r.statement_date', 'r.started_at'], statementBalance: 'r.statement_balance' },
  defaultOrder: [{ column: 'r.started_at', order: 'desc' }],
  tiebreaker: 'r.id',
  // `search`: the bank account's name or code, the notes (kept on completion, or saved with the work in progress), who started it.
  search: ['a.name', 'a.code', 'r.notes', "(r.progress ->> 'notes')", 'u.name'],
};

/** Difference between what the statement says and what the selection reconciles to (poisha), or null before any save. */
function savedDifference(row: ReconciliationRecord, amounts: ReadonlyMap<string, number>): number | null {
  if (!row.progress) return null;
  const reconciled = reconciledBalanceOf(Number(row.book_balance), row.progress.selectedTransactions.map((id) => amounts.get(id) ?? 0), row.progress.adjustments as { amount: number; type: 'Addition' | 'Deduction' }[]);
  return Number(row.statement_balance) - reconciled;
}

@Injectable()
export class ReconciliationQueries {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  private reconciliations() {
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${RECONCILIATIONS_TABLE} as r`)
      .leftJoin(`${GL_ACCOUNTS_TABLE} as a`, 'a.id', 'r.account_id')
      .leftJoin(`${USERS_TABLE} as u`, 'u.id', 'r.started_by')
      .select('r.*', 'a.code as account_code', 'a.name as account_name', 'u.name as started_by_name');
  }

  /** The account's posted transactions dated on or before `asOf` that it has not reconciled, oldest first, with what each moves on it. */
  async outstanding(accountId: string, asOf: string): Promise<OutstandingRow[]> {
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${JOURNAL_LINES_TABLE} as l`)
      .join(`${JOURNAL_ENTRIES_TABLE} as e`, 'e.id', 'l.journal_entry_id')
      .where('l.account_id', accountId)
      .whereIn('e.status', ['Posted', 'Reversed'])
      .where('e.date', '<=', asOf)
      .whereNotExists((reconciled) =>
        reconciled.withSchema(READ_MODELS_SCHEMA).from(`${RECONCILED_TRANSACTIONS_TABLE} as t`).whereRaw('t.account_id = l.account_id and t.journal_entry_id = e.id'),
      )
      .groupBy('e.id')
      .havingRaw('sum(l.debit - l.credit) <> 0')
      .select('e.id', this.database.raw("to_char(e.date, 'YYYY-MM-DD') as date"), 'e.reference', 'e.description', 'e.entry_number', this.database.raw('sum(l.debit - l.credit)::text as amount'))
      .orderBy([{ column: 'e.date' }, { column: 'e.entry_number' }, { column: 'e.id' }]);
  }

  /** Transactions by id with what each moves on the account (reconciled or not). */
  private async transactionsOf(accountId: string, ids: readonly string[]): Promise<OutstandingRow[]> {
    if (ids.length === 0) return [];
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${JOURNAL_LINES_TABLE} as l`)
      .join(`${JOURNAL_ENTRIES_TABLE} as e`, 'e.id', 'l.journal_entry_id')
      .where('l.account_id', accountId)
      .whereIn('e.id', ids)
      .groupBy('e.id')
      .select('e.id', this.database.raw("to_char(e.date, 'YYYY-MM-DD') as date"), 'e.reference', 'e.description', 'e.entry_number', this.database.raw('sum(l.debit - l.credit)::text as amount'))
      .orderBy([{ column: 'e.date' }, { column: 'e.entry_number' }]);
  }

  /** The account's balance in the ledger at the end of `asOf` (poisha, debit side). */
  private async ledgerBalance(accountId: string, asOf: string): Promise<number> {
    const [row]: { balance: string | null }[] = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${JOURNAL_LINES_TABLE} as l`)
      .join(`${JOURNAL_ENTRIES_TABLE} as e`, 'e.id', 'l.journal_entry_id')
      .where('l.account_id', accountId)
      .whereIn('e.status', ['Posted', 'Reversed'])
      .where('e.date', '<=', asOf)
      .select(this.database.raw('coalesce(sum(l.debit - l.credit), 0)::text as balance'));
    return Number(row?.balance ?? 0);
  }

  /** `ledgerBalance` for each row of a page, in one query: what the ledger held at each statement date. */
  private async ledgerBalancesOf(rows: ReconciliationRow[]): Promise<Map<string, number>> {
    if (rows.length === 0) return new Map();
    const schema = READ_MODELS_SCHEMA;
    const { rows: balances } = (await this.database.raw(
      `SELECT r.id::text AS id,
              (SELECT coalesce(sum(l.debit - l.credit), 0) FROM ${schema}.${JOURNAL_LINES_TABLE} l
                 JOIN ${schema}.${JOURNAL_ENTRIES_TABLE} e ON e.id = l.journal_entry_id
                WHERE l.account_id = r.account_id AND e.status IN ('Posted', 'Reversed') AND e.date <= r.statement_date)::text AS balance
         FROM (VALUES ${rows.map(() => '(?::uuid, ?::uuid, ?::date)').join(', ')}) AS r(id, account_id, statement_date)`,
      rows.flatMap((row) => [row.id, row.account_id, row.statement_date]),
    )) as { rows: { id: string; balance: string }[] };
    return new Map(balances.map((balance) => [balance.id, Number(balance.balance)]));
  }

  private listView(row: ReconciliationRow, difference: number | null) {
    const completed = row.status === 'Completed';
    return {
      _id: row.id,
      account: { _id: row.account_id, name: row.account_name ?? 'Deleted account', code: row.account_code ?? '' },
      statementDate: row.statement_date,
      statementBalance: takaFromColumn(row.statement_balance),
      bookBalance: takaFromColumn(row.book_balance),
      reconciledBalance: row.reconciled_balance === null ? null : takaFromColumn(row.reconciled_balance),
      // Completed only when balanced; an open one is Unbalanced once its saved selection leaves a difference.
      difference: completed ? 0 : difference === null ? null : toTaka(difference),
      status: row.status as 'In Progress' | 'Completed' | 'Cancelled',
      balanced: completed || (difference !== null && isBalanced(difference, 0)),
      startedBy: { _id: row.started_by, name: row.started_by_name ?? '' },
      startedAt: row.started_at,
      completedAt: row.completed_at,
      statementItemCount: row.statement_lines.length,
      reconciledCount: row.reconciled_transactions.length,
      adjustmentCount: row.adjustments.length,
      notes: row.notes,
    };
  }

  async list(query: ReconciliationListQuery) {
    const base = this.reconciliations();
    if (query.status) base.where('r.status', query.status);
    else base.whereNot('r.status', 'Cancelled');
    if (query.account) base.where('r.account_id', query.account);
    if (query.startDate) base.where('r.statement_date', '>=', query.startDate);
    if (query.endDate) base.where('r.statement_date', '<=', query.endDate);
    const { rows, pagination } = await pagedList<ReconciliationRow>(base, RECONCILIATION_LIST, query);
    const amounts = await this.savedAmounts(rows);
    const [summary]: { total: number; completed: number; in_progress: number; saved: number }[] = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(RECONCILIATIONS_TABLE)
      .whereNot('status', 'Cancelled')
      .select(
        this.database.raw('count(*)::int as total'),
        this.database.raw("count(*) filter (where status = 'Completed')::int as completed"),
        this.database.raw("count(*) filter (where status = 'In Progress')::int as in_progress"),
        this.database.raw("count(*) filter (where status = 'In Progress' and progress is not null)::int as saved"),
      );
    const ledgerBalances = await this.ledgerBalancesOf(rows);
    const views = rows.map((row) => ({ ...this.listView(row, savedDifference(row, amounts.get(row.id) ?? new Map())), ledgerBalance: toTaka(ledgerBalances.get(row.id) ?? 0) }));
    return {
      reconciliations: views,
      pagination,
      // Completed reconciliations are balanced by construction; an open one is In Progress, and counts as Unbalanced as well when its saved work leaves a difference (on this page).
      summary: {
        total: summary.total,
        balanced: summary.completed,
        inProgress: summary.in_progress,
        unbalanced: views.filter((view) => view.status === 'In Progress' && view.difference !== null && !view.balanced).length,
      },
    };
  }

  /** For each open row's saved selection, what each selected transaction moves on its account. */
  private async savedAmounts(rows: ReconciliationRow[]): Promise<Map<string, Map<string, number>>> {
    const result = new Map<string, Map<string, number>>();
    for (const row of rows) {
      if (row.status !== 'In Progress' || !row.progress) continue;
      const transactions = await this.transactionsOf(row.account_id, row.progress.selectedTransactions);
      result.set(row.id, new Map(transactions.map((transaction) => [transaction.id, Number(transaction.amount)])));
    }
    return result;
  }

  private async row(id: string): Promise<ReconciliationRow> {
    const row: ReconciliationRow | undefined = await this.reconciliations().where('r.id', id).first();
    if (!row || row.status === 'Cancelled') throw new NotFoundException({ success: false, message: 'Reconciliation not found' });
    return row;
  }

  /**
   * One reconciliation with what the wizard (or the printable statement) needs: the statement
   * lines, the account's outstanding transactions to the statement date, the proposed matches (the
   * saved ones once the wizard saved, else the auto-match's), the selection, the adjustments, and
   * the balances by the spec's rule.
   */
  async get(id: string) {
    const row = await this.row(id);
    const completed = row.status === 'Completed';
    const outstandingRows = await this.outstanding(row.account_id, row.statement_date);
    const outstanding = outstandingRows.map(transactionView);
    const statementItems = row.statement_lines.map((line, index) => ({
      index,
      date: line.date,
      description: line.description,
      reference: line.reference,
      amount: toTaka(line.amount),
      type: line.amount >= 0 ? ('Deposit' as const) : ('Withdrawal' as const),
    }));
    const candidates: OutstandingTransaction[] = outstandingRows.map((transaction) => ({
      transactionId: transaction.id,
      date: transaction.date,
      reference: transaction.reference ?? '',
      description: transaction.description ?? '',
      amount: Number(transaction.amount),
    }));
    const outstandingIds = new Set(candidates.map((candidate) => candidate.transactionId));
    let matches: (ProposedMatch | { statementIndex: number; transactionId: string; reasons: string[]; referenceEqual?: boolean; daysApart?: number })[] = [];
    if (!completed) {
      const proposed = row.auto_match ? autoMatch(row.statement_lines, candidates) : [];
      if (row.progress) {
        const reasons = new Map(proposed.map((match) => [`${match.statementIndex}/${match.transactionId}`, match]));
        matches = row.progress.matches
          .filter((match) => outstandingIds.has(match.transactionId))
          .map((match) => reasons.get(`${match.statementIndex}/${match.transactionId}`) ?? { ...match, reasons: ['matched by hand'] });
      } else {
        matches = proposed;
      }
    }
    const selectedTransactions = completed
      ? row.reconciled_transactions.map((transaction) => transaction.journalEntryId)
      : row.progress
        ? row.progress.selectedTransactions.filter((transactionId) => outstandingIds.has(transactionId))
        : matches.map((match) => match.transactionId);
    const adjustments = (completed ? row.adjustments : row.progress?.adjustments ?? []).map((adjustment) => ({
      description: adjustment.description,
      amount: toTaka(adjustment.amount),
      type: adjustment.type,
      account: adjustment.accountId,
      // Only a completed reconciliation's adjustments carry their entry (a string there).
      ...('journalEntryId' in adjustment ? { journalEntryId: adjustment.journalEntryId as string } : {}),
    }));
    const matchedItems = completed ? (await this.transactionsOf(row.account_id, selectedTransactions)).map(transactionView) : outstanding.filter((transaction) => selectedTransactions.includes(transaction._id));
    const amounts = matchedItems.map((transaction) => Math.round(transaction.signedAmount * 100));
    const reconciledBalance = reconciledBalanceOf(Number(row.book_balance), amounts, (completed ? row.adjustments : row.progress?.adjustments ?? []) as { amount: number; type: 'Addition' | 'Deduction' }[]);
    const difference = Number(row.statement_balance) - reconciledBalance;
    const selected = new Set(selectedTransactions);
    return {
      ...this.listView(row, difference),
      ledgerBalance: toTaka(await this.ledgerBalance(row.account_id, row.statement_date)),
      statementItems,
      unreconciledTransactions: outstanding.filter((transaction) => !completed || !selected.has(transaction._id)),
      proposedMatches: matches,
      selectedTransactions,
      matchedItems,
      adjustments,
      adjustmentsTotal: toTaka((completed ? row.adjustments : row.progress?.adjustments ?? []).reduce((sum, adjustment) => sum + signedAdjustment(adjustment as { amount: number; type: 'Addition' | 'Deduction' }), 0)),
      reconciledBalance: toTaka(reconciledBalance),
      difference: toTaka(difference),
      balanced: isBalanced(reconciledBalance, Number(row.statement_balance)),
      notes: completed ? row.notes : row.progress?.notes ?? '',
    };
  }

  /**
   * What the wizard offers: the bank accounts (the spec's choices, kept to those with a
   * statement: see the start's refusal), the accounts an adjustment may post to (revenue and
   * expense) and the default of each type (Bank Charges, Other Income).
   */
  async adjustmentAccounts() {
    const rows: { id: string; code: string | null; name: string | null; system_role: string | null; class_type: string | null }[] = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${GL_ACCOUNTS_TABLE} as a`)
      .join(`${GL_GROUPS_TABLE} as g`, 'g.id', 'a.gl_group_id')
      .join(`${GL_CLASSES_TABLE} as c`, 'c.id', 'g.gl_class_id')
      .whereIn('c.type', ['Revenue', 'Expense'])
      .where('a.is_active', true)
      .whereNull('a.deleted_at')
      .select('a.id', 'a.code', 'a.name', 'a.system_role', 'c.type as class_type')
      .orderBy([{ column: 'a.code' }, { column: 'a.id' }]);
    const accounts = rows.map((row) => ({ _id: row.id, code: row.code ?? '', name: row.name ?? '', type: row.class_type as 'Revenue' | 'Expense', systemRole: row.system_role }));
    const bankCharges = accounts.find((account) => account.systemRole === 'bankCharges') ?? accounts.find((account) => account.type === 'Expense' && (account.code === '5303' || /bank charge/i.test(account.name)));
    const otherIncome = accounts.find((account) => account.systemRole === 'otherIncome') ?? accounts.find((account) => account.type === 'Revenue' && /other income|interest/i.test(account.name));
    return { accounts: accounts.map(({ systemRole: _role, ...account }) => account), defaults: { Deduction: bankCharges?._id ?? null, Addition: otherIncome?._id ?? null } };
  }
}
