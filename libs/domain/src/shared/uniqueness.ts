import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, type Refusal } from './errors';
import type { DomainEvent, StreamEvents } from './events';

/**
 * Uniqueness by reservation stream: `unique-{scope}-{value}` holds who owns a value (an account
 * code, a group code, a name). Claiming appends to it in the same atomic append as the owner's
 * own events, with its expected revision, so two concurrent claims can never both win.
 */
export type UniqueValueEvent =
  | DomainEvent<'UniqueValueClaimed', { scope: string; value: string; ownerId: string }>
  | DomainEvent<'UniqueValueReleased', { scope: string; value: string; ownerId: string }>;

export interface UniqueValueState {
  ownerId: string | null;
}

export const initialUniqueValueState: UniqueValueState = { ownerId: null };

export function evolveUniqueValue(state: UniqueValueState, event: UniqueValueEvent): UniqueValueState {
  switch (event.type) {
    case 'UniqueValueClaimed':
      return { ownerId: event.data.ownerId };
    case 'UniqueValueReleased':
      return state.ownerId === event.data.ownerId ? { ownerId: null } : state;
    default:
      return state;
  }
}

export const normalizeUniqueValue = (value: string) => value.trim().toLowerCase();

export function uniqueValueStream(scope: string, value: string): string {
  return `${STREAM_NAMES.unique.name}${scope}-${encodeURIComponent(normalizeUniqueValue(value))}`;
}

/** Events that claim `value` for `ownerId`, or a conflict naming what already holds it. */
export function claimUniqueValue(
  scope: string,
  value: string,
  ownerId: string,
  state: UniqueValueState,
  takenMessage: string,
  taken?: Refusal,
): StreamEvents<UniqueValueEvent>[] {
  if (state.ownerId === ownerId) return [];
  if (state.ownerId !== null) throw conflict(takenMessage, taken);
  return [{ stream: uniqueValueStream(scope, value), events: [{ type: 'UniqueValueClaimed', data: { scope, value: normalizeUniqueValue(value), ownerId } }] }];
}

export function releaseUniqueValue(scope: string, value: string, ownerId: string): StreamEvents<UniqueValueEvent> {
  return { stream: uniqueValueStream(scope, value), events: [{ type: 'UniqueValueReleased', data: { scope, value: normalizeUniqueValue(value), ownerId } }] };
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const UNIQUE_VALUE_STREAM_KIND = streamKindOf(STREAM_NAMES.unique, { initialState: initialUniqueValueState, evolve: evolveUniqueValue });
