import {
  glAccountStream,
  glClassStream,
  glGroupStream,
  type GlAccountState,
  type GlClassState,
  type GlClassType,
  type GlGroupState,
} from '@dealer/domain';
import type { StreamReader } from '../../platform/command-pipeline';

/** The named accounts' states for a decision; unknown ids are left out (the domain reports them). */
export async function accountStates(read: StreamReader, accountIds: readonly (string | null | undefined)[]): Promise<Record<string, GlAccountState>> {
  const ids = [...new Set(accountIds.filter((id): id is string => typeof id === 'string' && id.length > 0))];
  const states = await Promise.all(ids.map((id) => read<GlAccountState>(glAccountStream(id))));
  return Object.fromEntries(ids.map((id, index) => [id, states[index]]).filter(([, state]) => (state as GlAccountState).status !== 'absent'));
}

/** Each account's class type, through its group and class streams. */
export async function accountClassTypes(read: StreamReader, accounts: Record<string, GlAccountState>): Promise<Record<string, GlClassType>> {
  const entries = await Promise.all(
    Object.entries(accounts).map(async ([id, account]) => {
      const group = await read<GlGroupState>(glGroupStream(account.glGroupId));
      const glClass = group.glClassId ? await read<GlClassState>(glClassStream(group.glClassId)) : undefined;
      return [id, glClass?.status === 'active' ? glClass.type : undefined] as const;
    }),
  );
  return Object.fromEntries(entries.filter(([, type]) => type !== undefined)) as Record<string, GlClassType>;
}
