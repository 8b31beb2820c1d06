import { parseTaka, toTaka, type Poisha } from '@dealer/domain';

/** Read models keep bigint poisha (pg returns them as text); the API speaks decimal taka. */
export const takaFromColumn = (value: string | number | null | undefined): number => toTaka(Number(value ?? 0));
export const poishaFromTaka = (value: number): Poisha => parseTaka(value);
