import { PRODUCT_TYPES, type ProductType } from '../inventory/inventory-postings';
import { validationError } from '../shared/errors';

/**
 * Two parts of the business settings (issue 23, items 15 and 19): the reorder level and quantity a
 * product of each type starts with when it is created without its own, and the footer text of each
 * printed paper other than the invoice (whose footer stays the settings' `footerText`).
 */
export interface ReorderDefault {
  reorderLevel: number;
  reorderQuantity: number;
}
export type ReorderDefaults = Record<ProductType, ReorderDefault>;

/** A motorcycle is ordered one or two at a time (৳2–3 lakh each); parts and accessories by the box. */
export const DEFAULT_REORDER_DEFAULTS: ReorderDefaults = {
  Motorcycle: { reorderLevel: 1, reorderQuantity: 2 },
  'Spare Parts': { reorderLevel: 5, reorderQuantity: 20 },
  Accessories: { reorderLevel: 5, reorderQuantity: 20 },
};

export interface PaperFooters {
  deliveryChallan: string;
  bookingReceipt: string;
  moneyReceipt: string;
}
export const PAPER_FOOTER_NAMES = ['deliveryChallan', 'bookingReceipt', 'moneyReceipt'] as const satisfies readonly (keyof PaperFooters)[];

export const DEFAULT_PAPER_FOOTERS: PaperFooters = {
  deliveryChallan: 'Received the goods above in good order and condition.',
  bookingReceipt: 'Booking money received. Keep this receipt to collect your motorcycle or to claim a refund.',
  moneyReceipt: 'Thank you for your payment. Keep this receipt as proof of payment.',
};

const PAPER_FOOTER_LABELS: Record<keyof PaperFooters, string> = {
  deliveryChallan: 'Delivery challan footer',
  bookingReceipt: 'Booking receipt footer',
  moneyReceipt: 'Money receipt footer',
};
export const PAPER_FOOTER_MAX_LENGTH = 500;
const MAX_REORDER = 1_000_000;

/** The saved reorder defaults, the defaults filling what a profile saved before them lacks. */
export function reorderDefaultsOf(saved: Partial<Record<ProductType, Partial<ReorderDefault>>> | undefined | null): ReorderDefaults {
  const entries = PRODUCT_TYPES.map((type) => [type, { ...DEFAULT_REORDER_DEFAULTS[type], ...(saved?.[type] ?? {}) }] as const);
  return Object.fromEntries(entries) as ReorderDefaults;
}

/** The saved paper footers, the defaults filling what a profile saved before them lacks. */
export function paperFootersOf(saved: Partial<PaperFooters> | undefined | null): PaperFooters {
  return {
    deliveryChallan: saved?.deliveryChallan ?? DEFAULT_PAPER_FOOTERS.deliveryChallan,
    bookingReceipt: saved?.bookingReceipt ?? DEFAULT_PAPER_FOOTERS.bookingReceipt,
    moneyReceipt: saved?.moneyReceipt ?? DEFAULT_PAPER_FOOTERS.moneyReceipt,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A request's reorder defaults over the current ones: a type or figure left out keeps its value. */
function mergedReorderDefaults(given: unknown, current: ReorderDefaults, errors: Record<string, string>): ReorderDefaults {
  if (given === undefined || given === null) return current;
  if (!isRecord(given) || Object.keys(given).some((type) => !(PRODUCT_TYPES as readonly string[]).includes(type))) {
    errors.reorderDefaults = `Reorder defaults must be given per product type (${PRODUCT_TYPES.join(', ')})`;
    return current;
  }
  const merged = reorderDefaultsOf(current);
  for (const type of PRODUCT_TYPES) {
    const figures = given[type];
    if (figures === undefined) continue;
    if (!isRecord(figures)) {
      errors.reorderDefaults = `${type}: reorder level and quantity must be whole numbers`;
      continue;
    }
    const level = figures.reorderLevel ?? merged[type].reorderLevel;
    const quantity = figures.reorderQuantity ?? merged[type].reorderQuantity;
    if (typeof level !== 'number' || !Number.isInteger(level) || level < 0 || level > MAX_REORDER) errors.reorderDefaults = `${type}: reorder level must be a whole number, at least 0`;
    else if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_REORDER) errors.reorderDefaults = `${type}: reorder quantity must be a whole number, at least 1`;
    else merged[type] = { reorderLevel: level, reorderQuantity: quantity };
  }
  return merged;
}

/** A request's paper footers over the current ones: a paper left out keeps its footer ('' prints none). */
function mergedPaperFooters(given: unknown, current: PaperFooters, errors: Record<string, string>): PaperFooters {
  if (given === undefined || given === null) return current;
  if (!isRecord(given)) {
    errors.paperFooters = 'Paper footers must name the papers (deliveryChallan, bookingReceipt, moneyReceipt)';
    return current;
  }
  const merged = paperFootersOf(current);
  for (const paper of PAPER_FOOTER_NAMES) {
    const text = given[paper];
    if (text === undefined) continue;
    if (typeof text !== 'string') errors.paperFooters = `${PAPER_FOOTER_LABELS[paper]} must be text`;
    else if (text.trim().length > PAPER_FOOTER_MAX_LENGTH) errors.paperFooters = `${PAPER_FOOTER_LABELS[paper]} must be at most ${PAPER_FOOTER_MAX_LENGTH} characters`;
    else merged[paper] = text.trim();
  }
  return merged;
}

/** The reorder defaults and paper footers an update leaves; a refusal names the first problem. */
export function updatedPaperAndReorderSettings(
  command: { reorderDefaults?: unknown; paperFooters?: unknown },
  current: { reorderDefaults?: ReorderDefaults; paperFooters?: PaperFooters },
): { reorderDefaults: ReorderDefaults; paperFooters: PaperFooters } {
  const errors: Record<string, string> = {};
  const reorderDefaults = mergedReorderDefaults(command.reorderDefaults, reorderDefaultsOf(current.reorderDefaults), errors);
  const paperFooters = mergedPaperFooters(command.paperFooters, paperFootersOf(current.paperFooters), errors);
  if (Object.keys(errors).length) throw validationError(Object.values(errors)[0], errors);
  return { reorderDefaults, paperFooters };
}

/** The reorder level and quantity of a new product: its own when given, else its type's default from the settings. */
export function reorderFiguresFor(
  type: unknown,
  given: { reorderLevel?: number; reorderQuantity?: number },
  defaults: ReorderDefaults | undefined,
): { reorderLevel?: number; reorderQuantity?: number } {
  if (!(PRODUCT_TYPES as readonly unknown[]).includes(type)) return given;
  const typeDefault = reorderDefaultsOf(defaults)[type as ProductType];
  return { reorderLevel: given.reorderLevel ?? typeDefault.reorderLevel, reorderQuantity: given.reorderQuantity ?? typeDefault.reorderQuantity };
}
