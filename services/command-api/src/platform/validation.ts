import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

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
