import type { GlClassEvent } from '@dealer/domain';
import type { ProjectionBatch } from '../batch';
import { occurredAt, on } from '../projection';

/** gl_classes: one row per live class; group_count follows GlClassGroupLinked/Unlinked. */
export const glClassHandlers = on<GlClassEvent, ProjectionBatch>({
  GlClassCreated: ({ glClassId, name, type }, event, { accounts }) =>
    accounts.glClasses.insert(glClassId, { name, type, created_at: occurredAt(event), updated_at: occurredAt(event) }),
  GlClassUpdated: ({ glClassId, name, type }, event, { accounts }) =>
    accounts.glClasses.patch(glClassId, { name, type, updated_at: occurredAt(event) }),
  GlClassDeleted: ({ glClassId }, _event, { accounts }) => accounts.glClasses.delete(glClassId),
  GlClassGroupLinked: ({ glClassId }, _event, { accounts }) => accounts.glClasses.add(glClassId, 'group_count', 1),
  GlClassGroupUnlinked: ({ glClassId }, _event, { accounts }) => accounts.glClasses.add(glClassId, 'group_count', -1),
});
