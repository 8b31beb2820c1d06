import type { GlClassEvent } from '@dealer/domain';
import type { ProjectionBatch } from '../batch';
import { occurredAt, on } from '../projection';

/**
 * gl_classes: one row per class; group_count follows GlClassGroupLinked/Unlinked (live groups
 * only). A deleted class keeps its row with deleted_at set: the deleted groups and accounts under
 * it still resolve their class type in posted history.
 */
export const glClassHandlers = on<GlClassEvent, ProjectionBatch>({
  GlClassCreated: ({ glClassId, name, type }, event, { accounts }) =>
    accounts.glClasses.insert(glClassId, { name, type, created_at: occurredAt(event), updated_at: occurredAt(event), deleted_at: null }),
  GlClassUpdated: ({ glClassId, name, type }, event, { accounts }) =>
    accounts.glClasses.patch(glClassId, { name, type, updated_at: occurredAt(event) }),
  GlClassDeleted: ({ glClassId }, event, { accounts }) =>
    accounts.glClasses.patch(glClassId, { deleted_at: occurredAt(event), updated_at: occurredAt(event) }),
  GlClassGroupLinked: ({ glClassId }, _event, { accounts }) => accounts.glClasses.add(glClassId, 'group_count', 1),
  GlClassGroupUnlinked: ({ glClassId }, _event, { accounts }) => accounts.glClasses.add(glClassId, 'group_count', -1),
});
