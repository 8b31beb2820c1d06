import { useState } from 'react';
import type { FormInstance } from 'antd';
import { ApiError } from '../api/api-error';

/** The field a duplicate's message is about ("Account code 1101 is already used", "A GL class named …"). */
function duplicateField<Values>(form: FormInstance<Values>, text: string): string | undefined {
  const registered = Object.keys((form.getFieldsValue() ?? {}) as object);
  const candidates = [/\bcode\b/i.test(text) && 'code', /\bname/i.test(text) && 'name'].filter((field): field is string => Boolean(field));
  return candidates.find((field) => registered.includes(field));
}

/**
 * Puts a failed save's field errors (`errors: { field: message }`) on the matching form fields;
 * a server message that names no field is kept for an alert above the form.
 */
export function useServerFormErrors<Values>(form: FormInstance<Values>) {
  const [formError, setFormError] = useState<string | null>(null);

  function showServerErrors(error: unknown) {
    if (!(error instanceof ApiError)) {
      setFormError(null);
      return;
    }
    const fieldEntries = Object.entries(error.fieldErrors);
    // A duplicate (409) names no field: put it on the code or name field its message speaks of.
    const conflictField = fieldEntries.length === 0 && (error.status === 409 || /already (exists|used)/i.test(error.message)) ? duplicateField(form, error.message) : undefined;
    if (conflictField) fieldEntries.push([conflictField, error.message]);
    // Nested fields arrive dotted (e.g. "details.bankName"); antd names them as paths.
    form.setFields(fieldEntries.map(([field, fieldMessage]) => ({ name: field.split('.') as never, errors: [fieldMessage] })));
    setFormError(fieldEntries.length === 0 && error.fromServer ? error.message : null);
  }

  return { formError, showServerErrors, clearFormError: () => setFormError(null) };
}
