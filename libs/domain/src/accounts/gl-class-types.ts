/** The five classes of double entry and the report sections their groups may fall in. */
export const GL_CLASS_TYPES = ['Asset', 'Liability', 'Equity', 'Revenue', 'Expense'] as const;
export type GlClassType = (typeof GL_CLASS_TYPES)[number];

export const SECTIONS_BY_CLASS_TYPE: Record<GlClassType, readonly string[]> = {
  Asset: ['current', 'fixed', 'other'],
  Liability: ['current', 'longTerm'],
  Equity: ['equity'],
  Revenue: ['operating', 'other'],
  Expense: ['cogs', 'operating', 'other'],
};

export const DEFAULT_SECTION: Record<GlClassType, string> = {
  Asset: 'current',
  Liability: 'current',
  Equity: 'equity',
  Revenue: 'operating',
  Expense: 'operating',
};

/** Assets and expenses grow on the debit side; the other three on the credit side. */
export const isDebitNormal = (type: GlClassType) => type === 'Asset' || type === 'Expense';

export const isGlClassType = (value: unknown): value is GlClassType =>
  typeof value === 'string' && (GL_CLASS_TYPES as readonly string[]).includes(value);
