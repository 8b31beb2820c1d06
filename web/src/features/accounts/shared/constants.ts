import type { GlClassType, PaymentMethodType } from './types';

export const GL_CLASS_TYPES: GlClassType[] = ['Asset', 'Liability', 'Equity', 'Revenue', 'Expense'];

export const GL_CLASS_TYPE_COLORS: Record<GlClassType, string> = {
  Asset: 'blue',
  Liability: 'volcano',
  Equity: 'purple',
  Revenue: 'green',
  Expense: 'orange',
};

/** Balance-sheet / income-statement sections a group may sit in, per class type. */
export const SECTIONS_BY_CLASS_TYPE: Record<GlClassType, string[]> = {
  Asset: ['current', 'fixed', 'other'],
  Liability: ['current', 'longTerm'],
  Equity: ['equity'],
  Revenue: ['operating', 'other'],
  Expense: ['cogs', 'operating', 'other'],
};

const SECTION_LABELS: Record<string, string> = {
  current: 'Current',
  fixed: 'Fixed',
  other: 'Other',
  longTerm: 'Long-term',
  equity: 'Equity',
  operating: 'Operating',
  cogs: 'Cost of Goods Sold',
};

export function sectionLabel(section: string | null | undefined): string {
  if (!section) return '—';
  return SECTION_LABELS[section] ?? section;
}

export const PAYMENT_METHOD_TYPES: PaymentMethodType[] = ['Cash', 'Bank', 'Card', 'Mobile Banking', 'Check', 'Other'];

export const PAYMENT_METHOD_TYPE_COLORS: Record<PaymentMethodType, string> = {
  Cash: 'green',
  Bank: 'blue',
  Card: 'purple',
  'Mobile Banking': 'magenta',
  Check: 'gold',
  Other: 'default',
};

export const CARD_TYPES = ['Visa', 'Mastercard', 'American Express', 'Discover', 'Gateway'];

export const MOBILE_PROVIDERS = ['bKash', 'Nagad', 'Rocket', 'Upay', 'SureCash'];

/** Standard lists show this many rows per page (accounting spec §9). */
export const LIST_PAGE_SIZE = 10;

export const ACCOUNTING_SETUP_BREADCRUMB = [{ title: 'Accounting Setup' }];
