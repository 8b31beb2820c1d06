import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';

type MetadataStorage = ReturnType<typeof getMetadataStorage>;
type TargetMetadatas = ReturnType<MetadataStorage['getTargetValidationMetadatas']>;

/**
 * class-validator looks up a class's rules on every validation by filtering its whole registry
 * (every DTO class, with an `instanceof` per class for inherited rules): about a tenth of the API's
 * CPU for a purchase receipt, once per nested line. The rules only change when a decorator or
 * schema registers more (at load time), so the answer is kept per class and options until then.
 * Callers only read the arrays (ValidationExecutor groups and filters them into new ones).
 */
export function memoizeValidationMetadata(storage: MetadataStorage = getMetadataStorage()): void {
  const patched = storage as MetadataStorage & { memoizedRules?: boolean };
  if (patched.memoizedRules) return;
  patched.memoizedRules = true;
  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  const groupByPropertyName = storage.groupByPropertyName.bind(storage);
  let byTarget = new Map<unknown, Map<string, TargetMetadatas>>();
  let grouped = new WeakMap<TargetMetadatas, ReturnType<MetadataStorage['groupByPropertyName']>>();
  const forget = () => {
    byTarget = new Map();
    grouped = new WeakMap();
  };
  const addValidationMetadata = storage.addValidationMetadata.bind(storage);
  const addValidationSchema = storage.addValidationSchema.bind(storage);
  storage.addValidationMetadata = (metadata) => {
    forget();
    addValidationMetadata(metadata);
  };
  storage.addValidationSchema = (schema) => {
    forget();
    addValidationSchema(schema);
  };
  storage.getTargetValidationMetadatas = (target, targetSchema, always, strictGroups, groups) => {
    const options = `${targetSchema}\u0000${always}\u0000${strictGroups}\u0000${groups ? JSON.stringify(groups) : ''}`;
    let forTarget = byTarget.get(target);
    if (!forTarget) byTarget.set(target, (forTarget = new Map()));
    let found = forTarget.get(options);
    if (!found) forTarget.set(options, (found = lookUp(target, targetSchema, always, strictGroups, groups)));
    return found;
  };
  storage.groupByPropertyName = (metadatas) => {
    let found = grouped.get(metadatas);
    if (!found) grouped.set(metadatas, (found = groupByPropertyName(metadatas)));
    return found;
  };
}

/** Flattens class-validator errors to `{ 'details.bankName': 'message' }`, first message per field. */
export function fieldErrors(errors: ValidationError[], prefix = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length) result[field] = messages[messages.length - 1];
    if (error.children?.length) Object.assign(result, fieldErrors(error.children, field));
  }
  return result;
}

/** Unknown fields and wrong types are refused with a message per field. */
export function createValidationPipe(): ValidationPipe {
  memoizeValidationMetadata();
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const errorsByField = fieldErrors(errors);
      const first = Object.values(errorsByField)[0] ?? 'The request is not valid';
      return new BadRequestException({ success: false, message: first, errors: errorsByField });
    },
  });
}
