/**
 * A fresh key for a command. crypto.randomUUID exists only in secure contexts, so plain-http
 * deployments fall back to a v4 UUID built from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** JSON with every object's keys in order, so the same values read as one text whatever order a form set them in. */
export function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, item: unknown) =>
      item !== null && typeof item === 'object' && !Array.isArray(item)
        ? Object.fromEntries(Object.keys(item).sort().map((name) => [name, (item as Record<string, unknown>)[name]]))
        : item,
    ) ?? ''
  );
}

/** The key a command is sent with, and what to do once the server has taken it. */
export interface CommandKey {
  key: string;
  /** The command succeeded (any 2xx): the same call made again from now on is a new command. */
  succeeded: () => void;
}

/**
 * One key per command until it is known to have succeeded. A command is its method, URL and body
 * (canonical JSON): sending the same one again (a double-click, a retry after a network error or
 * a timeout, a second request while the first is in flight) carries the same key, so the server
 * answers the repeat with the first result and books nothing twice. A refusal keeps the key too
 * (the server stored none, so the retry is a first try); only a success forgets it, so the same
 * sale made again on purpose, after the form started over, is a new command with a new key.
 */
export function createCommandKeys(newKey: () => string = newIdempotencyKey) {
  const unsettled = new Map<string, string>();
  return {
    keyFor(method: string, url: string, body: unknown): CommandKey {
      const command = `${method} ${url} ${body === undefined ? '' : canonicalJson(body)}`;
      const key = unsettled.get(command) ?? newKey();
      unsettled.set(command, key);
      return {
        key,
        // A later success of a repeat may come after a newer command took the slot: forget only this key.
        succeeded: () => {
          if (unsettled.get(command) === key) unsettled.delete(command);
        },
      };
    },
  };
}

/** The keys of this browser tab's commands. */
export const commandKeys = createCommandKeys();
