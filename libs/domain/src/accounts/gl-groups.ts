import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, notFound, ruleViolation, validationError } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { claimUniqueValue, releaseUniqueValue, type UniqueValueState } from '../shared/uniqueness';
import { DEFAULT_SECTION, SECTIONS_BY_CLASS_TYPE } from './gl-class-types';
import { glClassStream, requireActiveGlClass, type GlClassState } from './gl-classes';

export type GlGroupEvent =
  | DomainEvent<'GlGroupCreated', { glGroupId: string; name: string; code: string; glClassId: string; section: string }>
  | DomainEvent<'GlGroupUpdated', { glGroupId: string; name: string; code: string; glClassId: string; section: string }>
  | DomainEvent<'GlGroupDeleted', { glGroupId: string }>
  | DomainEvent<'GlGroupAccountLinked', { glGroupId: string; glAccountId: string }>
  | DomainEvent<'GlGroupAccountUnlinked', { glGroupId: string; glAccountId: string }>;

export interface GlGroupState {
  status: 'absent' | 'active' | 'deleted';
  glGroupId: string;
  name: string;
  code: string;
  glClassId: string;
  section: string;
  glAccountIds: string[];
}

export const initialGlGroupState: GlGroupState = { status: 'absent', glGroupId: '', name: '', code: '', glClassId: '', section: '', glAccountIds: [] };
export const glGroupStream = (glGroupId: string) => `${STREAM_NAMES.glGroup.name}${glGroupId}`;
export const GL_GROUP_CODE_SCOPE = 'gl-group-code';

export function evolveGlGroup(state: GlGroupState, event: GlGroupEvent): GlGroupState {
  switch (event.type) {
    case 'GlGroupCreated':
      return { status: 'active', ...event.data, glAccountIds: [] };
    case 'GlGroupUpdated':
      return { ...state, ...event.data };
    case 'GlGroupDeleted':
      return { ...state, status: 'deleted' };
    case 'GlGroupAccountLinked':
      return { ...state, glAccountIds: [...state.glAccountIds, event.data.glAccountId] };
    case 'GlGroupAccountUnlinked':
      return { ...state, glAccountIds: state.glAccountIds.filter((id) => id !== event.data.glAccountId) };
    default:
      return state;
  }
}

export interface GlGroupFields {
  name: string;
  code: string;
  glClassId: string;
  section?: string;
}

export const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9.-]{0,19}$/;

function validated(fields: GlGroupFields, glClass: GlClassState, currentSection?: string) {
  const name = fields.name?.trim() ?? '';
  const code = fields.code?.trim() ?? '';
  const errors: Record<string, string> = {};
  if (!name) errors.name = 'Please input the name!';
  else if (name.length > 100) errors.name = 'Name must be at most 100 characters';
  if (!code) errors.code = 'Please input the code!';
  else if (!CODE_PATTERN.test(code)) errors.code = 'Code may use letters, digits, dots and dashes (at most 20)';
  if (Object.keys(errors).length) throw validationError(Object.values(errors)[0], errors);
  if (glClass.status !== 'active') throw validationError('GL class not found', { glClass: 'Please select a GL Class!' });
  const section = fields.section ?? (currentSection && SECTIONS_BY_CLASS_TYPE[glClass.type].includes(currentSection) ? currentSection : DEFAULT_SECTION[glClass.type]);
  if (!SECTIONS_BY_CLASS_TYPE[glClass.type].includes(section)) {
    throw validationError(`Section must be one of ${SECTIONS_BY_CLASS_TYPE[glClass.type].join(', ')} for a ${glClass.type} class`, { section: 'Invalid section' });
  }
  return { name, code, section };
}

export function requireActiveGlGroup(state: GlGroupState): GlGroupState {
  if (state.status !== 'active') throw notFound('GL group not found');
  return state;
}

export function createGlGroup(
  command: GlGroupFields & { glGroupId: string },
  given: { glGroup: GlGroupState; glClass: GlClassState; code: UniqueValueState },
): StreamEvents[] {
  const { name, code, section } = validated(command, given.glClass);
  if (given.glGroup.status !== 'absent') throw conflict('GL group already exists');
  const { glGroupId, glClassId } = command;
  return [
    { stream: glGroupStream(glGroupId), events: [{ type: 'GlGroupCreated', data: { glGroupId, name, code, glClassId, section } }] },
    { stream: glClassStream(glClassId), events: [{ type: 'GlClassGroupLinked', data: { glClassId, glGroupId } }] },
    ...claimUniqueValue(GL_GROUP_CODE_SCOPE, code, glGroupId, given.code, `GL group code ${code} is already used`),
  ];
}

export function updateGlGroup(
  command: GlGroupFields & { glGroupId: string },
  given: { glGroup: GlGroupState; glClass: GlClassState; previousGlClass: GlClassState; code: UniqueValueState },
): StreamEvents[] {
  const current = requireActiveGlGroup(given.glGroup);
  // A section left out keeps the current one (when the class type still allows it).
  const { name, code, section } = validated(command, given.glClass, current.section);
  const { glGroupId } = current;
  const glClassId = command.glClassId;
  const movesClass = glClassId !== current.glClassId;
  if (movesClass && current.glAccountIds.length > 0 && requireActiveGlClass(given.previousGlClass).type !== given.glClass.type) {
    throw ruleViolation('Cannot move a group with accounts to a class of another type');
  }
  if (name === current.name && code === current.code && section === current.section && !movesClass) return [];
  const recoded = code.toLowerCase() !== current.code.toLowerCase();
  return [
    { stream: glGroupStream(glGroupId), events: [{ type: 'GlGroupUpdated', data: { glGroupId, name, code, glClassId, section } }] },
    ...(movesClass
      ? [
          { stream: glClassStream(current.glClassId), events: [{ type: 'GlClassGroupUnlinked', data: { glClassId: current.glClassId, glGroupId } }] },
          { stream: glClassStream(glClassId), events: [{ type: 'GlClassGroupLinked', data: { glClassId, glGroupId } }] },
        ]
      : []),
    ...(recoded
      ? [...claimUniqueValue(GL_GROUP_CODE_SCOPE, code, glGroupId, given.code, `GL group code ${code} is already used`), releaseUniqueValue(GL_GROUP_CODE_SCOPE, current.code, glGroupId)]
      : []),
  ];
}

export function deleteGlGroup(command: { glGroupId: string }, given: { glGroup: GlGroupState }): StreamEvents[] {
  const current = requireActiveGlGroup(given.glGroup);
  if (current.glAccountIds.length > 0) throw ruleViolation('Cannot delete a GL group that still has accounts');
  return [
    { stream: glGroupStream(current.glGroupId), events: [{ type: 'GlGroupDeleted', data: { glGroupId: current.glGroupId } }] },
    { stream: glClassStream(current.glClassId), events: [{ type: 'GlClassGroupUnlinked', data: { glClassId: current.glClassId, glGroupId: current.glGroupId } }] },
    releaseUniqueValue(GL_GROUP_CODE_SCOPE, current.code, current.glGroupId),
  ];
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const GL_GROUP_STREAM_KIND = streamKindOf(STREAM_NAMES.glGroup, { initialState: initialGlGroupState, evolve: evolveGlGroup });
