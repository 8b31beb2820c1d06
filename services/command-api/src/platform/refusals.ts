import { BadRequestException } from '@nestjs/common';
import { DomainError, type DomainErrorKind, type Refusal, type RefusalParams } from '@dealer/domain';

/**
 * The domain refuses with a stable code (DomainError.refusal, .fieldRefusals) and an English
 * default; a feature whose contract words some refusals differently lists them by code in its own
 * `<feature>.refusals.ts` (ContractWords) and runs its commands through `refusalsIn`. Nothing here
 * reads a message's text: rewording the domain changes only the answers no contract words.
 */

/** A refusal of the API's own (a 400/404/409 in the contract's words), before or inside a decision. */
export const refusal = (message: string, kind: DomainErrorKind, errors?: Record<string, string>, code?: Refusal) => new DomainError(message, kind, errors, code);

/** A 400 naming one field. */
export const fieldRefusal = (field: string, message: string) => new BadRequestException({ success: false, message, errors: { [field]: message } });

/** A refusal in the contract's words: its message, kind (default: the domain's) and field errors (default: the domain's). */
export interface Answer {
  message: string;
  kind?: DomainErrorKind;
  errors?: Record<string, string>;
}

/** A field error in the contract's words: a new text, or a new key (and text); undefined keeps it as the domain says it. */
export type FieldAnswer = string | { field: string; message?: string } | undefined;

export interface ContractWords {
  /** A refusal without field errors, by its code (`message`: the domain's own, for an answer that keeps it). */
  refusals?: Readonly<Record<string, (params: RefusalParams, message: string) => Answer | Promise<Answer>>>;
  /** Each field error of a validation refusal, by its field and its code (when it has one). */
  fields?: (field: string, refusal: Refusal | undefined) => FieldAnswer;
  /** A last look at the refusal once worded (e.g. a kind that depends on which field refuses). */
  settle?: (error: DomainError) => DomainError;
}

/**
 * A DomainError in the contract's words; anything else as it is. With field errors (and `fields`),
 * each is worded on its own and the message follows the first field's when it was the first
 * field's; otherwise the refusal is worded by its code.
 */
export async function inContractWords(error: unknown, words: ContractWords): Promise<unknown> {
  if (!(error instanceof DomainError)) return error;
  const worded = await wordedRefusal(error, words);
  return words.settle ? words.settle(worded) : worded;
}

async function wordedRefusal(error: DomainError, words: ContractWords): Promise<DomainError> {
  if (error.fieldErrors && words.fields) {
    const errors: Record<string, string> = {};
    let first: string | undefined;
    for (const [key, message] of Object.entries(error.fieldErrors)) {
      const answer: FieldAnswer = words.fields(key, error.fieldRefusals?.[key]);
      const field = typeof answer === 'object' ? answer.field : key;
      const text = typeof answer === 'string' ? answer : answer?.message ?? message;
      errors[field] = text;
      first ??= text;
    }
    const message = Object.values(error.fieldErrors)[0] === error.message && first !== undefined ? first : error.message;
    return new DomainError(message, error.kind, errors, error.refusal, renamedRefusals(error, words));
  }
  const word = error.code ? words.refusals?.[error.code] : undefined;
  if (!word) return error;
  const answer = await word(error.refusal?.params ?? {}, error.message);
  return new DomainError(answer.message, answer.kind ?? error.kind, answer.errors ?? error.fieldErrors, error.refusal);
}

/** The field codes under the fields' new keys (so `settle` sees them where the answer puts them). */
function renamedRefusals(error: DomainError, words: ContractWords): Record<string, Refusal> | undefined {
  if (!error.fieldRefusals) return undefined;
  const renamed: Record<string, Refusal> = {};
  for (const [key, code] of Object.entries(error.fieldRefusals)) {
    const answer = words.fields?.(key, code);
    renamed[typeof answer === 'object' ? answer.field : key] = code;
  }
  return renamed;
}

/** Runs a command, answering its refusal in the contract's words. */
export async function refusalsIn<T>(words: ContractWords, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw await inContractWords(error, words);
  }
}
