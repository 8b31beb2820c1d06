/**
 * A refusal by the domain. `kind` maps to the HTTP status: validation 400, not_found 404,
 * conflict and rule 409. `fieldErrors` name the offending request fields.
 *
 * The message is the domain's English default. A refusal an API words differently also carries a
 * stable `code` (snake_case) and the `params` its wording needs, and so may each field error
 * (`fieldRefusals`, by field): the API maps codes, never message texts, so rewording a message
 * here changes no API answer that is worded by code.
 */
export type DomainErrorKind = 'validation' | 'not_found' | 'conflict' | 'rule';

export type RefusalParams = Record<string, string | number>;

/** What a refusal is, independent of its wording: a stable code, the field it concerns, its parameters. */
export interface Refusal {
  code: string;
  field?: string;
  params?: RefusalParams;
}

export class DomainError extends Error {
  constructor(
    message: string,
    readonly kind: DomainErrorKind = 'rule',
    readonly fieldErrors?: Record<string, string>,
    readonly refusal?: Refusal,
    readonly fieldRefusals?: Readonly<Record<string, Refusal>>,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  get code(): string | undefined {
    return this.refusal?.code;
  }
}

/** A refusal's code and parameters (`refusalOf('memo_number_taken', { memo, supplier })`). */
export const refusalOf = (code: string, params?: RefusalParams, field?: string): Refusal => ({ code, ...(field ? { field } : {}), ...(params ? { params } : {}) });

export const validationError = (message: string, fieldErrors?: Record<string, string>, fieldRefusals?: Readonly<Record<string, Refusal>>) =>
  new DomainError(message, 'validation', fieldErrors, undefined, fieldRefusals && Object.keys(fieldRefusals).length ? fieldRefusals : undefined);
export const notFound = (message: string, refusal?: Refusal) => new DomainError(message, 'not_found', undefined, refusal);
export const ruleViolation = (message: string, refusal?: Refusal) => new DomainError(message, 'rule', undefined, refusal);
export const conflict = (message: string, refusal?: Refusal) => new DomainError(message, 'conflict', undefined, refusal);
