/** Null when a text column holds '' (the contract's `| null` fields). */
export const textOrNull = (value: string | null | undefined): string | null => (value ? value : null);
