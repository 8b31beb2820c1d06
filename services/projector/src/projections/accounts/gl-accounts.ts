import type { GlAccountEvent, GlAccountProfile } from '@dealer/domain';
import type { ProjectionBatch } from '../batch';
import { occurredAt, on } from '../projection';
import type { GlAccountRow } from './tables';

const profileColumns = (profile: GlAccountProfile) => ({
  name: profile.name,
  code: profile.code,
  gl_group_id: profile.glGroupId,
  description: profile.description ?? '',
  is_active: profile.isActive ?? true,
  cash_account: profile.cashAccount ?? false,
  bank_name: profile.bankDetails?.bankName ?? null,
  bank_account_number: profile.bankDetails?.accountNumber ?? null,
});

/**
 * gl_accounts: the profile comes from these events; debit_total and credit_total are moved by
 * the ledger projection (every journal line adds to its account), so the balance is read in SQL.
 * A deleted account keeps its row with deleted_at set: posted history (journal lines, reports as
 * of an earlier date) still names it. Its group's account_count follows GlGroupAccountUnlinked.
 */
export const glAccountHandlers = on<GlAccountEvent, ProjectionBatch>({
  GlAccountOpened: (data, event, { accounts }) => {
    const row: GlAccountRow = {
      ...profileColumns(data),
      system_role: data.systemRole ?? null,
      opening_balance: data.openingBalance ?? 0,
      created_at: occurredAt(event),
      updated_at: occurredAt(event),
      deleted_at: null,
    };
    accounts.glAccounts.insert(data.glAccountId, row);
  },
  GlAccountUpdated: (data, event, { accounts }) =>
    accounts.glAccounts.patch(data.glAccountId, { ...profileColumns(data), updated_at: occurredAt(event) }),
  GlAccountDeleted: ({ glAccountId }, event, { accounts }) =>
    accounts.glAccounts.patch(glAccountId, { deleted_at: occurredAt(event), updated_at: occurredAt(event) }),
});
