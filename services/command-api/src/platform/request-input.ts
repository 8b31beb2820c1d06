import { BadRequestException, Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import secureJson from 'secure-json-parse';

/**
 * How deep a JSON body may nest. No request of this API goes past 5 levels; thousands would
 * overflow the stack of whatever walks the body next (validation, the idempotency fingerprint).
 */
export const MAX_BODY_DEPTH = 32;

const jsonError = (message: string, code: string) => Object.assign(new Error(message), { statusCode: 400, code });

/** True when the JSON text nests arrays and objects deeper than `limit` (strings skipped). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charCodeAt(index);
    if (inString) {
      if (character === 0x5c) index += 1; // a backslash escapes the next character
      else if (character === 0x22) inString = false;
    } else if (character === 0x22) inString = true;
    else if (character === 0x5b || character === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (character === 0x5d || character === 0x7d) depth -= 1;
  }
  return false;
}

export const BODY_NOT_OBJECT = 'Request body must be a JSON object';

/**
 * A JSON request body: an empty one is no body; prototype poisoning and nesting deeper than
 * MAX_BODY_DEPTH are refused before anything walks it, and so is a body that is not an object
 * (`123`, `"text"`, `null`, `[]`: every route of this API takes an object, and a DTO does not
 * refuse the others itself) (errors with a code the error filter answers).
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  if (nestsDeeperThan(text, MAX_BODY_DEPTH)) throw jsonError(`Request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`, 'JSON_BODY_TOO_DEEP');
  let body: unknown;
  try {
    body = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw jsonError('Request body is not valid JSON', 'INVALID_JSON_BODY');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw jsonError(BODY_NOT_OBJECT, 'JSON_BODY_NOT_OBJECT');
  return body;
}

// A NUL (PostgreSQL text and jsonb cannot hold it) or half of a surrogate pair (not a character;
// it cannot be encoded as UTF-8).
const NOT_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first problem of a request value, with the field it is in: text that is not text, a fraction finer than any field takes, a list inside a list. */
export function inputProblem(value: unknown, field: string, insideList = false): { field: string; message: string } | undefined {
  const label = field || 'The request';
  if (typeof value === 'string') return NOT_TEXT.test(value) ? { field, message: `${label} contains a character that is not allowed` } : undefined;
  // 1e-7 and the like: no field takes a fraction that fine (amounts stop at the poisha), and
  // class-validator's decimal-places check throws on the exponent form instead of refusing it.
  if (typeof value === 'number') return /e-/i.test(String(value)) ? { field, message: `${label} has more decimal places than allowed` } : undefined;
  if (Array.isArray(value)) {
    // No field of this API is a list of lists: `[[]]` where lines belong is refused here.
    if (insideList) return { field, message: `${label} must be an object, not a list` };
    for (let index = 0; index < value.length; index += 1) {
      const problem = inputProblem(value[index], field ? `${field}.${index}` : String(index), true);
      if (problem) return problem;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const name = field ? `${field}.${key}` : key;
      if (NOT_TEXT.test(key)) return { field: name, message: `${label} has a field name with a character that is not allowed` };
      const problem = inputProblem(item, name);
      if (problem) return problem;
    }
  }
  return undefined;
}

/**
 * Runs before validation on every body, query and path parameter of every route: a NUL or a lone
 * surrogate in any text (a name, a search), a number like 1e-7 and a list nested in a list are
 * refused with a 400 naming the field, so no feature has to think of them and none reaches the
 * database (or crashes a validator).
 */
@Injectable()
export class RequestInputPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const problem = inputProblem(value, metadata.data ?? '');
    if (problem) {
      throw new BadRequestException({ success: false, message: problem.message, ...(problem.field ? { errors: { [problem.field]: problem.message } } : {}) });
    }
    return value;
  }
}
