/** One field an event changed in its entity: a dotted path, the value before and after. */
export interface Change {
  field: string;
  from: unknown;
  to: unknown;
}

/** More changes than this in one event are not worth listing one by one (an opening, a bulk change). */
const MAX_CHANGES = 100;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const same = (left: unknown, right: unknown) => left === right || JSON.stringify(left) === JSON.stringify(right);

/**
 * What differs between an entity's state before and after an event: objects are compared field
 * by field (nested ones by dotted path), anything else (numbers, text, lists) as a whole value.
 */
export function changesBetween(before: unknown, after: unknown, path = '', changes: Change[] = []): Change[] {
  if (changes.length >= MAX_CHANGES) return changes;
  if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      changesBetween(before[key], after[key], path ? `${path}.${key}` : key, changes);
    }
    return changes;
  }
  if (!same(before, after)) changes.push({ field: path || '(state)', from: before ?? null, to: after ?? null });
  return changes;
}
