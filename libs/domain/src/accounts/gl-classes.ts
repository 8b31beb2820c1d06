import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, notFound, ruleViolation, validationError } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { claimUniqueValue, releaseUniqueValue, type UniqueValueState } from '../shared/uniqueness';
import { isGlClassType, type GlClassType } from './gl-class-types';

export type GlClassEvent =
  | DomainEvent<'GlClassCreated', { glClassId: string; name: string; type: GlClassType }>
  | DomainEvent<'GlClassUpdated', { glClassId: string; name: string; type: GlClassType }>
  | DomainEvent<'GlClassDeleted', { glClassId: string }>
  | DomainEvent<'GlClassGroupLinked', { glClassId: string; glGroupId: string }>
  | DomainEvent<'GlClassGroupUnlinked', { glClassId: string; glGroupId: string }>;

export interface GlClassState {
  status: 'absent' | 'active' | 'deleted';
  glClassId: string;
  name: string;
  type: GlClassType;
  glGroupIds: string[];
}

export const initialGlClassState: GlClassState = { status: 'absent', glClassId: '', name: '', type: 'Asset', glGroupIds: [] };
export const glClassStream = (glClassId: string) => `${STREAM_NAMES.glClass.name}${glClassId}`;
export const GL_CLASS_NAME_SCOPE = 'gl-class-name';

export function evolveGlClass(state: GlClassState, event: GlClassEvent): GlClassState {
  switch (event.type) {
    case 'GlClassCreated':
      return { status: 'active', glClassId: event.data.glClassId, name: event.data.name, type: event.data.type, glGroupIds: [] };
    case 'GlClassUpdated':
      return { ...state, name: event.data.name, type: event.data.type };
    case 'GlClassDeleted':
      return { ...state, status: 'deleted' };
    case 'GlClassGroupLinked':
      return { ...state, glGroupIds: [...state.glGroupIds, event.data.glGroupId] };
    case 'GlClassGroupUnlinked':
      return { ...state, glGroupIds: state.glGroupIds.filter((id) => id !== event.data.glGroupId) };
    default:
      return state;
  }
}

export interface GlClassFields {
  name: string;
  type: string;
}

function validated(fields: GlClassFields): { name: string; type: GlClassType } {
  const name = fields.name?.trim() ?? '';
  const errors: Record<string, string> = {};
  if (!name) errors.name = 'Please input the name!';
  else if (name.length > 100) errors.name = 'Name must be at most 100 characters';
  if (!isGlClassType(fields.type)) errors.type = 'Type must be one of Asset, Liability, Equity, Revenue, Expense';
  if (Object.keys(errors).length) throw validationError(Object.values(errors)[0], errors);
  return { name, type: fields.type as GlClassType };
}

export function requireActiveGlClass(state: GlClassState): GlClassState {
  if (state.status !== 'active') throw notFound('GL class not found');
  return state;
}

export function createGlClass(
  command: GlClassFields & { glClassId: string },
  given: { glClass: GlClassState; name: UniqueValueState },
): StreamEvents[] {
  const { name, type } = validated(command);
  if (given.glClass.status !== 'absent') throw conflict('GL class already exists');
  return [
    { stream: glClassStream(command.glClassId), events: [{ type: 'GlClassCreated', data: { glClassId: command.glClassId, name, type } }] },
    ...claimUniqueValue(GL_CLASS_NAME_SCOPE, name, command.glClassId, given.name, `A GL class named "${name}" already exists`),
  ];
}

export function updateGlClass(
  command: GlClassFields & { glClassId: string },
  given: { glClass: GlClassState; name: UniqueValueState },
): StreamEvents[] {
  const current = requireActiveGlClass(given.glClass);
  const { name, type } = validated(command);
  if (type !== current.type && current.glGroupIds.length > 0) {
    throw ruleViolation('Cannot change the type of a GL class that has groups');
  }
  if (name === current.name && type === current.type) return [];
  const renamed = name.toLowerCase() !== current.name.toLowerCase();
  return [
    { stream: glClassStream(current.glClassId), events: [{ type: 'GlClassUpdated', data: { glClassId: current.glClassId, name, type } }] },
    ...(renamed
      ? [
          ...claimUniqueValue(GL_CLASS_NAME_SCOPE, name, current.glClassId, given.name, `A GL class named "${name}" already exists`),
          releaseUniqueValue(GL_CLASS_NAME_SCOPE, current.name, current.glClassId),
        ]
      : []),
  ];
}

export function deleteGlClass(command: { glClassId: string }, given: { glClass: GlClassState }): StreamEvents[] {
  const current = requireActiveGlClass(given.glClass);
  if (current.glGroupIds.length > 0) throw ruleViolation('Cannot delete a GL class that still has groups');
  return [
    { stream: glClassStream(current.glClassId), events: [{ type: 'GlClassDeleted', data: { glClassId: current.glClassId } }] },
    releaseUniqueValue(GL_CLASS_NAME_SCOPE, current.name, current.glClassId),
  ];
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const GL_CLASS_STREAM_KIND = streamKindOf(STREAM_NAMES.glClass, { initialState: initialGlClassState, evolve: evolveGlClass });
