import { fromPoisha, toPoisha } from '../../../shared/format/taka';
import type { PriceChange } from './types';

export interface PriceChangeRow extends PriceChange {
  key: string;
  /** Against the next older entry of the same price (cost against cost, sale price against sale price). */
  variance: { amount: number; percent: number | null } | null;
}

/** Newest-first entries with their variance against the next older one. */
export function withVariance(entries: PriceChange[]): PriceChangeRow[] {
  return entries.map((entry, index) => {
    const older = entries.slice(index + 1).find((candidate) => candidate.priceType === entry.priceType);
    const before = older?.price ?? entry.previousPrice ?? null;
    const variance =
      before === null || before === undefined
        ? null
        : { amount: fromPoisha(toPoisha(entry.price) - toPoisha(before)), percent: toPoisha(before) === 0 ? null : ((toPoisha(entry.price) - toPoisha(before)) / toPoisha(before)) * 100 };
    return { ...entry, key: entry._id ?? `${entry.effectiveDate}-${entry.priceType ?? 'price'}-${index}`, variance };
  });
}

export const PRICE_TYPE_LABELS: Record<string, string> = { cost: 'Cost', salePrice: 'Sale Price' };
