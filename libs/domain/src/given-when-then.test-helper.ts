/**
 * Test support for the given/when/then tests of multi-stream deciders (not part of the library API,
 * not exported from index). A history is the events already stored, by stream; `stateOf` folds one
 * stream with the evolve its prefix names (streams.ts), exactly as a command handler would.
 */
import assert from 'node:assert/strict';
import type { DomainEvent, StreamEvents } from './shared/events';
import { DomainError, type DomainErrorKind } from './shared/errors';
import { foldStream } from './streams';

export type History = Record<string, DomainEvent[]>;

/** The state of `stream` after the events the history holds for it (the initial state when none). */
export function stateOf<State>(history: History, stream: string): State {
  return foldStream<State>(stream, history[stream] ?? []);
}

/** The history after appending decided events: lets a test chain decision after decision. */
export function appended(history: History, decided: readonly StreamEvents[]): History {
  const next: History = { ...history };
  for (const { stream, events } of decided) next[stream] = [...(next[stream] ?? []), ...events];
  return next;
}

/** Builds a history from decisions applied one after the other. */
export function historyOf(...decisions: (readonly StreamEvents[])[]): History {
  return decisions.reduce<History>((history, decided) => appended(history, decided), {});
}

/** Then: exactly these events on exactly these streams, in this order. */
export function thenEvents(actual: readonly StreamEvents[], expected: readonly StreamEvents[]): void {
  assert.deepStrictEqual(actual, expected);
}

export interface ExpectedRefusal {
  kind: DomainErrorKind;
  message: string;
  fieldErrors?: Record<string, string>;
}

/** Then: the decision is refused with a DomainError of this kind and message (and field errors, when given). */
export function thenRefused(decide: () => unknown, expected: ExpectedRefusal): void {
  let decided: unknown;
  try {
    decided = decide();
  } catch (error) {
    assert.ok(error instanceof DomainError, `expected a DomainError, got ${String(error)}`);
    assert.equal(error.name, 'DomainError');
    assert.equal(error.message, expected.message);
    assert.equal(error.kind, expected.kind);
    if (expected.fieldErrors !== undefined) assert.deepStrictEqual(error.fieldErrors, expected.fieldErrors);
    return;
  }
  assert.fail(`expected the decision to be refused with "${expected.message}", but it decided ${JSON.stringify(decided)}`);
}
