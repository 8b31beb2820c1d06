import { Controller, Get, Inject, Injectable } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Knex } from 'knex';
import type { Pool } from 'pg';
import { lastVerification, type EventStore, type RecordedVerification } from '@dealer/event-store';
import {
  CHECKPOINT_NAME,
  CUSTOMER_BOOKING_MONEY_TABLE,
  GL_ACCOUNTS_TABLE,
  JOURNAL_ENTRIES_TABLE,
  PAYABLES_TABLE,
  PRODUCTS_TABLE,
  PURCHASING_TOTALS_TABLE,
  READ_MODELS_SCHEMA,
  RECEIVABLES_DUE_TOTALS_TABLE,
  VAT_PAYMENTS_TABLE,
  VAT_REGISTER_LINES_TABLE,
  VAT_RETURNS_TABLE,
  standingFailure,
  type ProjectorFailure,
} from '@dealer/read-models';
import { toTaka } from '@dealer/domain';
import { EVENT_STORE, PG_POOL, READ_DATABASE } from '../../infrastructure/tokens';
import { dhakaDate, sqlDateLiteral } from '../../platform/dates';
import { ok } from '../../platform/responses';
import { endedMonthDraftsColumns, endedMonthDraftsOf, monthStartOf } from './ended-month-drafts';
import { vatAccountsCheck, vatFiguresColumns, type VatFigures } from './vat-accounts-check';

export type Severity = 'Critical' | 'High' | 'Medium' | 'Low';
export type HealthStatus = 'Excellent' | 'Good' | 'Fair' | 'Poor';

export interface HealthCheckResult {
  type: string;
  description: string;
  severity: Severity;
  passed: boolean;
  /** The screen that shows (and resolves) what the check found. */
  link: string;
  /** The figures compared, in taka (or counts), so the accountant sees by how much. */
  details: Record<string, number | string>;
}

export interface HealthReport {
  score: number;
  status: HealthStatus;
  checkedAt: string;
  checks: HealthCheckResult[];
  /** The checks that failed, worst first. */
  issues: HealthCheckResult[];
}

/** What a failed check costs the score, out of 100. */
const PENALTY: Record<Severity, number> = { Critical: 30, High: 15, Medium: 8, Low: 3 };
const SEVERITY_ORDER: Severity[] = ['Critical', 'High', 'Medium', 'Low'];
const INVENTORY_TYPES = ['Motorcycle', 'Spare Parts', 'Accessories'] as const;
const STALE_DRAFT_DAYS = 30;

export const healthStatusOf = (score: number): HealthStatus => (score >= 90 ? 'Excellent' : score >= 75 ? 'Good' : score >= 50 ? 'Fair' : 'Poor');

/** One row of every sum the checks compare (poisha as text), in one round trip. */
interface Figures extends VatFigures {
  debit_total: string;
  credit_total: string;
  accounts_receivable: string;
  accounts_payable: string;
  customer_deposits: string;
  open_receivables: string;
  open_payables: string;
  unapplied_booking_money: string;
  inventory_motorcycle: string;
  inventory_spare_parts: string;
  inventory_accessories: string;
  stock_motorcycle: string;
  stock_spare_parts: string;
  stock_accessories: string;
  stale_drafts: string;
  ended_month_drafts_count: string;
  ended_month_drafts_from: string | null;
  ended_month_drafts_through: string | null;
  cash_below_zero: string;
  overdue_payables: string;
  overdue_payables_amount: string;
  overdue_receivables: string;
  overdue_receivables_amount: string;
  checkpoint: string | null;
  /** projection_checkpoint.failure: the event the projector cannot apply, if it recorded one. */
  projector_failure: unknown;
}

const taka = (poisha: string | bigint) => toTaka(Number(poisha));

/**
 * The last run of the hash chain's verification (Audit screen, `npm run verify`): a broken chain
 * means the log was changed behind the application, so nothing projected from it can be trusted.
 * Not having run yet is no fault of the books; the description says so.
 */
function hashChainCheck(run: RecordedVerification | null): HealthCheckResult {
  const base = { type: 'Hash Chain', severity: 'Critical' as const, link: '/audit' };
  if (!run) return { ...base, passed: true, description: 'The event log’s hash chain has not been verified yet: run Verify on the Audit screen', details: {} };
  const details = { eventsChecked: run.eventsChecked, verifiedAt: run.verifiedAt };
  if (run.valid) return { ...base, passed: true, description: `The whole event log held at the last verification (${run.eventsChecked} events)`, details };
  return {
    ...base,
    passed: false,
    description: `The event log was changed: its hash chain breaks at position ${run.firstBrokenPosition}`,
    details: { ...details, firstBrokenPosition: String(run.firstBrokenPosition) },
  };
}

/**
 * The event the projector cannot apply (recorded beside its checkpoint): until it passes, nothing
 * recorded from that event on reaches the books' read models, so every figure here is stale.
 */
function readModelsCheck(failure: ProjectorFailure | null): HealthCheckResult {
  const base = { type: 'Read Models', severity: 'Critical' as const, link: '/settings' };
  if (!failure) return { ...base, passed: true, description: 'The projector applies every event of the log', details: {} };
  return {
    ...base,
    passed: false,
    description: `The read models are stopped at event ${failure.position} (${failure.type}): ${failure.error}. Nothing recorded since shows until an administrator fixes it (see /api/health)`,
    details: { position: failure.position, type: failure.type, stream: failure.stream, eventId: failure.eventId, error: failure.error, since: failure.since },
  };
}

/**
 * Drafts older than 30 days, or dated in a month that has ended whenever they were typed (that
 * month's books are unfinished): the month is named and the link opens its drafts.
 */
function staleDraftsCheck(figures: Figures): HealthCheckResult {
  const base = { type: 'Stale Drafts', severity: 'Low' as const, link: '/accounts/journal-entries?status=Draft' };
  const found = Number(figures.stale_drafts);
  if (found === 0) return { ...base, passed: true, description: `No draft entry older than ${STALE_DRAFT_DAYS} days or dated in a month that has ended`, details: { count: 0 } };
  const entries = (count: number) => `${count} draft journal entr${count === 1 ? 'y is' : 'ies are'}`;
  const ended = endedMonthDraftsOf(figures.ended_month_drafts_count, figures.ended_month_drafts_from, figures.ended_month_drafts_through);
  if (!ended) return { ...base, passed: false, description: `${entries(found)} older than ${STALE_DRAFT_DAYS} days`, details: { count: found } };
  const olderOnly = found - ended.count;
  return {
    ...base,
    passed: false,
    link: ended.link,
    description:
      `${entries(ended.count)} dated in ${ended.months}${ended.ended}: its books are unfinished until ${ended.count === 1 ? 'it is' : 'they are'} posted or deleted` +
      (olderOnly > 0 ? `; ${olderOnly} more older than ${STALE_DRAFT_DAYS} days` : ''),
    details: { count: found, endedMonthDrafts: ended.count, months: ended.months, from: ended.from, through: ended.through },
  };
}

/**
 * The books' health check (accounting spec): every figure from the read models, each control
 * account against its subledger's running totals (no journal line is summed), the projector's
 * checkpoint against the log's head. One query plus the head position.
 */
@Injectable()
export class BooksHealthCheck {
  constructor(
    @Inject(READ_DATABASE) private readonly database: Knex,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  private figures(today: string): Promise<Figures> {
    const schema = READ_MODELS_SCHEMA;
    const accounts = `${schema}.${GL_ACCOUNTS_TABLE}`;
    const debitBalance = (role: string) => `(select coalesce(sum(debit_total - credit_total), 0) from ${accounts} where system_role = '${role}')`;
    const creditBalance = (role: string) => `(select coalesce(sum(credit_total - debit_total), 0) from ${accounts} where system_role = '${role}')`;
    const stock = (type: string) => `(select coalesce(sum(stock_value), 0) from ${schema}.${PRODUCTS_TABLE} where type = '${type}')`;
    const day = sqlDateLiteral(today);
    const sql = `select
      (select coalesce(sum(debit_total), 0) from ${accounts})::text as debit_total,
      (select coalesce(sum(credit_total), 0) from ${accounts})::text as credit_total,
      ${debitBalance('accountsReceivable')}::text as accounts_receivable,
      ${creditBalance('accountsPayable')}::text as accounts_payable,
      ${creditBalance('customerDeposits')}::text as customer_deposits,
      (select coalesce(sum(remaining), 0) from ${schema}.${RECEIVABLES_DUE_TOTALS_TABLE})::text as open_receivables,
      (select coalesce(sum(amount - paid), 0) from ${schema}.${PURCHASING_TOTALS_TABLE} where name = 'payables')::text as open_payables,
      (select coalesce(sum(remaining), 0) from ${schema}.${CUSTOMER_BOOKING_MONEY_TABLE})::text as unapplied_booking_money,
      ${debitBalance('inventory.Motorcycle')}::text as inventory_motorcycle,
      ${debitBalance('inventory.Spare Parts')}::text as inventory_spare_parts,
      ${debitBalance('inventory.Accessories')}::text as inventory_accessories,
      ${stock('Motorcycle')}::text as stock_motorcycle,
      ${stock('Spare Parts')}::text as stock_spare_parts,
      ${stock('Accessories')}::text as stock_accessories,
      (select count(*) from ${schema}.${JOURNAL_ENTRIES_TABLE} where status = 'Draft' and (created_at < now() - interval '${STALE_DRAFT_DAYS} days' or date < ${sqlDateLiteral(monthStartOf(today))}))::text as stale_drafts,
      ${endedMonthDraftsColumns(today)},
      (select count(*) from ${accounts} where cash_account and deleted_at is null and debit_total < credit_total)::text as cash_below_zero,
      (select count(*) from ${schema}.${PAYABLES_TABLE} where cancelled_at is null and remaining > 0 and due_date < ${day})::text as overdue_payables,
      (select coalesce(sum(remaining), 0) from ${schema}.${PAYABLES_TABLE} where cancelled_at is null and remaining > 0 and due_date < ${day})::text as overdue_payables_amount,
      (select coalesce(sum(open_count), 0) from ${schema}.${RECEIVABLES_DUE_TOTALS_TABLE} where due_date < ${day})::text as overdue_receivables,
      (select coalesce(sum(remaining), 0) from ${schema}.${RECEIVABLES_DUE_TOTALS_TABLE} where due_date < ${day})::text as overdue_receivables_amount,
      ${vatFiguresColumns(schema, { accounts: GL_ACCOUNTS_TABLE, registerLines: VAT_REGISTER_LINES_TABLE, returns: VAT_RETURNS_TABLE, payments: VAT_PAYMENTS_TABLE })},
      (select position::text from ${schema}.projection_checkpoint where name = ?) as checkpoint,
      (select failure from ${schema}.projection_checkpoint where name = ?) as projector_failure`;
    return this.database.raw(sql, [CHECKPOINT_NAME, CHECKPOINT_NAME]).then((result: { rows: Figures[] }) => result.rows[0]);
  }

  async check(): Promise<HealthReport> {
    const today = dhakaDate();
    const [figures, head, verification] = await Promise.all([this.figures(today), this.eventStore.headPosition(), lastVerification(this.pool)]);
    const checks: HealthCheckResult[] = [];
    const compare = (type: string, what: string, ledger: string, subledger: string, severity: Severity, link: string) => {
      const difference = BigInt(ledger) - BigInt(subledger);
      checks.push({
        type,
        description: difference === 0n ? `${what} agrees with its subledger` : `${what} differs from its subledger by ৳${taka(difference < 0n ? -difference : difference).toFixed(2)}`,
        severity,
        passed: difference === 0n,
        link,
        details: { ledger: taka(ledger), subledger: taka(subledger), difference: taka(difference) },
      });
    };

    const unbalanced = BigInt(figures.debit_total) - BigInt(figures.credit_total);
    checks.push({
      type: 'Trial Balance',
      description: unbalanced === 0n ? 'Total debits equal total credits' : `Total debits and credits differ by ৳${taka(unbalanced < 0n ? -unbalanced : unbalanced).toFixed(2)}`,
      severity: 'Critical',
      passed: unbalanced === 0n,
      link: '/accounts/financial-reports',
      details: { totalDebits: taka(figures.debit_total), totalCredits: taka(figures.credit_total), difference: taka(unbalanced) },
    });
    compare('Accounts Receivable', 'Accounts Receivable', figures.accounts_receivable, figures.open_receivables, 'High', '/accounts/receivables');
    compare('Accounts Payable', 'Accounts Payable', figures.accounts_payable, figures.open_payables, 'High', '/accounts/payables');
    compare('Customer Deposits', 'Customer Deposits', figures.customer_deposits, figures.unapplied_booking_money, 'High', '/sales/bookings');
    const inventoryColumns: Record<(typeof INVENTORY_TYPES)[number], [keyof Figures, keyof Figures]> = {
      Motorcycle: ['inventory_motorcycle', 'stock_motorcycle'],
      'Spare Parts': ['inventory_spare_parts', 'stock_spare_parts'],
      Accessories: ['inventory_accessories', 'stock_accessories'],
    };
    for (const type of INVENTORY_TYPES) {
      const [ledger, stock] = inventoryColumns[type];
      compare(`Inventory - ${type}`, `Inventory - ${type}`, figures[ledger] as string, figures[stock] as string, 'High', '/products/reports');
    }

    checks.push(vatAccountsCheck(figures));

    const projected = figures.checkpoint === null ? 0n : BigInt(figures.checkpoint);
    const lag = head > projected ? head - projected : 0n;
    checks.push({
      type: 'Projector',
      description: lag === 0n ? 'The read models hold the whole event log' : `The read models are ${lag} positions behind the event log`,
      severity: 'Medium',
      passed: lag === 0n,
      link: '/settings',
      details: { headPosition: String(head), checkpoint: String(projected), lag: Number(lag) },
    });
    checks.push(readModelsCheck(standingFailure({ position: projected, failure: figures.projector_failure })));
    const count = (type: string, value: string, passedText: string, failedText: (count: number) => string, severity: Severity, link: string, details: Record<string, number> = {}) => {
      const found = Number(value);
      checks.push({ type, description: found === 0 ? passedText : failedText(found), severity, passed: found === 0, link, details: { count: found, ...details } });
    };
    checks.push(staleDraftsCheck(figures));
    count('Cash Accounts', figures.cash_below_zero, 'No cash account is below zero', (found) => `${found} cash account${found === 1 ? ' is' : 's are'} below zero`, 'Critical', '/accounts/chartofaccounts');
    count('Overdue Payables', figures.overdue_payables, 'No payable is overdue', (found) => `${found} payable${found === 1 ? ' is' : 's are'} overdue (৳${taka(figures.overdue_payables_amount).toFixed(2)})`, 'Medium', '/accounts/payables?status=Overdue', { amount: taka(figures.overdue_payables_amount) });
    count('Overdue Receivables', figures.overdue_receivables, 'No receivable is overdue', (found) => `${found} receivable${found === 1 ? ' is' : 's are'} overdue (৳${taka(figures.overdue_receivables_amount).toFixed(2)})`, 'Medium', '/accounts/receivables?status=Overdue', { amount: taka(figures.overdue_receivables_amount) });

    checks.push(hashChainCheck(verification));

    const issues = checks.filter((check) => !check.passed).sort((left, right) => SEVERITY_ORDER.indexOf(left.severity) - SEVERITY_ORDER.indexOf(right.severity));
    const score = Math.max(0, 100 - issues.reduce((sum, issue) => sum + PENALTY[issue.severity], 0));
    return { score, status: healthStatusOf(score), checkedAt: new Date().toISOString(), checks, issues };
  }
}

@ApiTags('accounts: health check')
@ApiBearerAuth()
@Controller('accounts/health-check')
export class BooksHealthCheckController {
  constructor(private readonly healthCheck: BooksHealthCheck) {}

  @Get()
  async check() {
    return ok(await this.healthCheck.check());
  }
}
