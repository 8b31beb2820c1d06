import type { GlGroupEvent } from '@dealer/domain';
import type { ProjectionBatch } from '../batch';
import { occurredAt, on } from '../projection';

/**
 * gl_groups: one row per group; account_count follows GlGroupAccountLinked/Unlinked. A deleted
 * group keeps its row with deleted_at set: the deleted accounts it held still resolve their
 * section and class in posted history (reports as of an earlier date, ledgers).
 */
export const glGroupHandlers = on<GlGroupEvent, ProjectionBatch>({
  GlGroupCreated: ({ glGroupId, name, code, section, glClassId }, event, { accounts }) =>
    accounts.glGroups.insert(glGroupId, { name, code, section, gl_class_id: glClassId, created_at: occurredAt(event), updated_at: occurredAt(event), deleted_at: null }),
  GlGroupUpdated: ({ glGroupId, name, code, section, glClassId }, event, { accounts }) =>
    accounts.glGroups.patch(glGroupId, { name, code, section, gl_class_id: glClassId, updated_at: occurredAt(event) }),
  GlGroupDeleted: ({ glGroupId }, event, { accounts }) =>
    accounts.glGroups.patch(glGroupId, { deleted_at: occurredAt(event), updated_at: occurredAt(event) }),
  GlGroupAccountLinked: ({ glGroupId }, _event, { accounts }) => accounts.glGroups.add(glGroupId, 'account_count', 1),
  GlGroupAccountUnlinked: ({ glGroupId }, _event, { accounts }) => accounts.glGroups.add(glGroupId, 'account_count', -1),
});
