import type { DomainEvent } from './events';

/** The decider pattern: pure `decide(command, state) → events` and `evolve(state, event) → state`. */
export interface Decider<Command, State, Event extends DomainEvent> {
  initialState: State;
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
}

export function fold<State, Event>(evolve: (state: State, event: Event) => State, initial: State, events: readonly Event[]): State {
  let state = initial;
  for (const event of events) state = evolve(state, event);
  return state;
}

/** Given these events, when this command: the events the decider decides (given/when/then tests). */
export function given<Command, State, Event extends DomainEvent>(decider: Decider<Command, State, Event>, history: readonly Event[]) {
  const state = fold(decider.evolve, decider.initialState, history);
  return { when: (command: Command) => decider.decide(command, state), state };
}
