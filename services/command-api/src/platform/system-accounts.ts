import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { glAccountStream, type GlAccountState, type SystemAccounts } from '@dealer/domain';
import { GL_ACCOUNTS_TABLE, READ_MODELS_SCHEMA, type GlAccountRecord } from '@dealer/read-models';
import { READ_DATABASE } from '../infrastructure/tokens';
import type { StreamReader } from './command-pipeline';

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
