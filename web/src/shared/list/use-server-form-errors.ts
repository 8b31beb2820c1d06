import { useState } from 'react';
import type { FormInstance } from 'antd';
import { ApiError } from '../api/api-error';

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
    // Nested fields arrive dotted (e.g. "details.bankName"); antd names them as paths.
    form.setFields(fieldEntries.map(([field, fieldMessage]) => ({ name: field.split('.') as never, errors: [fieldMessage] })));
    setFormError(fieldEntries.length === 0 && error.fromServer ? error.message : null);
  }

  return { formError, showServerErrors, clearFormError: () => setFormError(null) };
}
