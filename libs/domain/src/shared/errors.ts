/**
 * A refusal by the domain. `kind` maps to the HTTP status: validation 400, not_found 404,
 * conflict and rule 409. `fieldErrors` name the offending request fields.
 */
export type DomainErrorKind = 'validation' | 'not_found' | 'conflict' | 'rule';

export class DomainError extends Error {
  constructor(
    message: string,
    readonly kind: DomainErrorKind = 'rule',
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const validationError = (message: string, fieldErrors?: Record<string, string>) =>
  new DomainError(message, 'validation', fieldErrors);
export const notFound = (message: string) => new DomainError(message, 'not_found');
export const ruleViolation = (message: string) => new DomainError(message, 'rule');
export const conflict = (message: string) => new DomainError(message, 'conflict');
