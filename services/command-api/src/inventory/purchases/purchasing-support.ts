import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  DomainError,
  glAccountStream,
  type DomainErrorKind,
  type GlAccountState,
  type SystemAccounts,
} from '@dealer/domain';
import { GL_ACCOUNTS_TABLE, PURCHASES_TABLE, PURCHASING_TOTALS_TABLE, READ_MODELS_SCHEMA, purchaseNumberText, type GlAccountRecord, type PurchaseRecord, type PurchasingTotalRecord } from '@dealer/read-models';
import { READ_DATABASE } from '../../infrastructure/tokens';
import type { StreamReader } from '../../platform/command-pipeline';
import { containsPattern, type ListQuery } from '../../platform/list-query';
import { orderOf, pagedList, type ListShape, type PagedRows } from '../../platform/paged-list';
import { pagination } from '../../platform/responses';

/**
 * What the purchasing features (motorcycle register, requisitions, purchases, payables) share on
 * the API side: the system accounts a posting resolves, purchase numbers for messages, and the
 * translation of the domain's refusals into the words of docs/api/purchasing.md.
 */

/** A refusal of the API's own (a 400/404/409 in the contract's words), before or inside a decision. */
export const refusal = (message: string, kind: DomainErrorKind, errors?: Record<string, string>) => new DomainError(message, kind, errors);

/** A 400 naming one field. */
export const fieldRefusal = (field: string, message: string) => new BadRequestException({ success: false, message, errors: { [field]: message } });

/**
 * The system accounts of the chart by role. Their ids come from the read models (the chart is
 * initialized once, long before); their states from their streams, so the decision is guarded
 * by their revisions like any other stream it reads. A role, once found, keeps its account (the
 * chart's initialization gives each its account, and a system account cannot be deleted), so
 * each is looked up once per process, not once per command.
 */
@Injectable()
export class SystemAccountIds {
  private readonly found = new Map<string, string>();

  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  async of(roles: readonly string[]): Promise<Record<string, string>> {
    const missing = roles.filter((role) => !this.found.has(role));
    if (missing.length > 0) {
      const rows: Pick<GlAccountRecord, 'id' | 'system_role'>[] = await this.database
        .withSchema(READ_MODELS_SCHEMA)
        .from(GL_ACCOUNTS_TABLE)
        .whereIn('system_role', missing)
        .whereNull('deleted_at')
        .select('id', 'system_role');
      for (const row of rows) this.found.set(row.system_role as string, row.id);
    }
    return Object.fromEntries(roles.filter((role) => this.found.has(role)).map((role) => [role, this.found.get(role)!]));
  }
}

/** The states of the system accounts by role, for the decision (a role the chart lacks is left out: the domain names it). */
export async function systemAccountStates(read: StreamReader, idsByRole: Readonly<Record<string, string>>): Promise<SystemAccounts> {
  const accounts: SystemAccounts = {};
  for (const [role, id] of Object.entries(idsByRole)) {
    const state = await read<GlAccountState>(glAccountStream(id));
    if (state.status !== 'absent') accounts[role] = state;
  }
  return accounts;
}

/** Purchase numbers ('PUR-000123') for messages, from the read models; the memo number until it is projected. */
@Injectable()
export class PurchaseNumbers {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  async of(purchaseId: string | null | undefined, fallback = ''): Promise<string> {
    if (!purchaseId) return fallback;
    const row: Pick<PurchaseRecord, 'purchase_number' | 'memo_number'> | undefined = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(PURCHASES_TABLE)
      .where('id', purchaseId)
      .first('purchase_number', 'memo_number');
    return purchaseNumberText(row?.purchase_number) ?? row?.memo_number ?? fallback;
  }
}

/** A refusal's message in the contract's words: kind (default: the original's) and field errors. */
export interface Translation {
  message: string;
  kind?: DomainErrorKind;
  errors?: Record<string, string>;
}

export interface MessageRule {
  pattern: RegExp;
  to: (match: RegExpExecArray) => Translation | Promise<Translation>;
}

export interface FieldRule {
  /** The field errors' keys it applies to (every key when absent). */
  field?: RegExp;
  pattern: RegExp;
  /** The new message, or the new key and message. */
  to: (match: RegExpExecArray, field: string) => string | { field: string; message: string };
}

/**
 * The domain says why it refuses in its own words; the contract names some of them differently
 * (and names the field of a 409). Rewrites a DomainError by the first rule its message matches,
 * and each of its field errors by the first field rule that matches; anything else passes as is.
 */
export async function translated(error: unknown, rules: { messages?: MessageRule[]; fields?: FieldRule[] }): Promise<unknown> {
  if (!(error instanceof DomainError)) return error;
  if (error.fieldErrors && rules.fields?.length) {
    const errors: Record<string, string> = {};
    let first: string | undefined;
    for (const [key, message] of Object.entries(error.fieldErrors)) {
      let field = key;
      let text = message;
      for (const rule of rules.fields) {
        if (rule.field && !rule.field.test(key)) continue;
        const match = rule.pattern.exec(message);
        if (!match) continue;
        const to = rule.to(match, key);
        if (typeof to === 'string') text = to;
        else ({ field, message: text } = to);
        break;
      }
      errors[field] = text;
      first ??= text;
    }
    const message = Object.values(error.fieldErrors)[0] === error.message && first !== undefined ? first : error.message;
    return new DomainError(message, error.kind, errors);
  }
  for (const rule of rules.messages ?? []) {
    const match = rule.pattern.exec(error.message);
    if (!match) continue;
    const to = await rule.to(match);
    return new DomainError(to.message, to.kind ?? error.kind, to.errors ?? error.fieldErrors);
  }
  return error;
}

/** Runs a command, answering its refusal in the contract's words. */
export async function withTranslation<T>(run: () => Promise<T>, translate: (error: unknown) => Promise<unknown>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw await translate(error);
  }
}

/**
 * The ids of a small table's rows whose name contains `search` (suppliers, products): a list's
 * search then matches them by id on its own table (`supplier_id IN (…)`, an index), OR'ed with its
 * own columns, instead of a join the index cannot serve. At most 1000 (a search that broad is no search).
 */
export async function idsNamed(database: Knex, table: string, search: string | undefined, where: Record<string, string> = {}): Promise<string[]> {
  const text = search?.trim();
  if (!text) return [];
  return database.withSchema(READ_MODELS_SCHEMA).from(table).where(where).whereRaw('lower(name) like ?', [containsPattern(text)]).limit(1000).pluck('id');
}

/** A LIKE pattern matching text that starts with `search` (case-insensitive, taken literally). */
export const prefixPattern = (search: string) => `${search.trim().toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The number of 'PUR-000123', '000123' or '123' as a search asks for it, or null. */
export function purchaseNumberSearched(search: string): number | null {
  const match = /^(?:pur-?)?0*(\d{1,9})$/i.exec(search.trim());
  return match ? Number(match[1]) : null;
}

/** Null when a text column holds '' (the contract's `| null` fields). */
export const textOrNull = (value: string | null | undefined): string | null => (value ? value : null);

/**
 * The model year a 17-character chassis number (VIN) encodes in its 10th character (A–Y without
 * I, O, Q, U, Z, then 1–9, a 30-year cycle), the latest such year not after next year; else null.
 */
export function yearOfManufacture(chassisNo: string, today: string): number | null {
  if (!/^[A-HJ-NPR-Z0-9]{17}$/i.test(chassisNo)) return null;
  const code = chassisNo[9].toUpperCase();
  const CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
  const index = CODES.indexOf(code);
  if (index < 0) return null;
  const latest = Number(today.slice(0, 4)) + 1;
  let year = 1980 + index;
  while (year + 30 <= latest) year += 30;
  return year;
}

/**
 * A page of a list, its total from `purchasing_totals` (kept by the projector) when the request
 * neither searches nor filters nor pages by cursor (`unfiltered`): the first page of a large list
 * then counts nothing. Otherwise pagedList as usual.
 */
export async function pageOfList<Row>(
  database: Knex,
  base: Knex.QueryBuilder,
  shape: ListShape,
  request: ListQuery,
  unfiltered: { total: string } | null,
): Promise<PagedRows<Row> & { totals?: PurchasingTotalRecord }> {
  if (!unfiltered || request.search?.trim() || request.after !== undefined) return pagedList<Row>(base, shape, request);
  const order = orderOf(shape, request).map((term) => `${term.column} ${term.order}`).join(', ');
  const page = request.page ?? 1;
  const [totals, rows] = await Promise.all([
    database.withSchema(READ_MODELS_SCHEMA).from(PURCHASING_TOTALS_TABLE).where('name', unfiltered.total).first() as Promise<PurchasingTotalRecord | undefined>,
    base.clone().orderByRaw(order).limit(request.limit).offset((page - 1) * request.limit) as Promise<Row[]>,
  ]);
  const total = Number(totals?.count ?? 0);
  return { rows, pagination: pagination(total, page, request.limit), aggregates: {}, totals };
}
