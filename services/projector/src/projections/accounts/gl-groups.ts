import type { GlGroupEvent } from '@dealer/domain';
import type { ProjectionBatch } from '../batch';
import { occurredAt, on } from '../projection';

/** gl_groups: one row per live group; account_count follows GlGroupAccountLinked/Unlinked. */
export const glGroupHandlers = on<GlGroupEvent, ProjectionBatch>({
  GlGroupCreated: ({ glGroupId, name, code, section, glClassId }, event, { accounts }) =>
    accounts.glGroups.insert(glGroupId, { name, code, section, gl_class_id: glClassId, created_at: occurredAt(event), updated_at: occurredAt(event) }),
  GlGroupUpdated: ({ glGroupId, name, code, section, glClassId }, event, { accounts }) =>
    accounts.glGroups.patch(glGroupId, { name, code, section, gl_class_id: glClassId, updated_at: occurredAt(event) }),
  GlGroupDeleted: ({ glGroupId }, _event, { accounts }) => accounts.glGroups.delete(glGroupId),
  GlGroupAccountLinked: ({ glGroupId }, _event, { accounts }) => accounts.glGroups.add(glGroupId, 'account_count', 1),
  GlGroupAccountUnlinked: ({ glGroupId }, _event, { accounts }) => accounts.glGroups.add(glGroupId, 'account_count', -1),
});
