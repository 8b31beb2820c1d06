/**
 * The notes a cash drawer is counted by and what they add up to. Dependency-free, so the web's
 * cash count form adds the notes with the same code the server decides with.
 */
export const CASH_NOTES = [1000, 500, 200, 100, 50, 20, 10, 5, 2, 1] as const;
/** More notes of one kind than a drawer holds is a typing slip, and keeps every sum far inside MAX_AMOUNT. */
export const MAX_NOTES_OF_ONE_KIND = 100_000;

/** Count of each note by its face value in taka ("1000": 3). */
export type NoteCounts = Record<string, number>;

/** The poisha a drawer's notes add up to: note × count × 100. */
export function countedTotalOf(notes: Readonly<NoteCounts>): number {
  let total = 0;
  for (const note of CASH_NOTES) total += note * (notes[String(note)] ?? 0) * 100;
  return total;
}
