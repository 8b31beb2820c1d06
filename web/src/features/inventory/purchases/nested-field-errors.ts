import type { FormInstance } from 'antd';
import { ApiError } from '../../../shared/api/api-error';
import type { ModalForm } from '../../../shared/list';

/**
 * The server names a list field's error by a dotted path (`items.0.units.1.chassisNo`); antd names
 * the field `['items', 0, 'units', 1, 'chassisNo']`, with numbers. The shared form-error hook keeps
 * the indexes as text, which matches no field of a Form.List, so these forms set them again here.
 */
function applyListFieldErrors(form: FormInstance, error: unknown) {
  if (!(error instanceof ApiError)) return;
  const listErrors = Object.entries(error.fieldErrors).filter(([field]) => /\.\d+(\.|$)/.test(field));
  if (listErrors.length === 0) return;
  form.setFields(
    listErrors.map(([field, message]) => ({
      name: field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)) as never,
      errors: [message],
    })),
  );
}

/** The modal with its server errors also reaching the fields of its lists. */
export function withListFieldErrors<Row, Values>(modal: ModalForm<Row, Values>): ModalForm<Row, Values> {
  return {
    ...modal,
    showServerErrors: (error) => {
      modal.showServerErrors(error);
      applyListFieldErrors(modal.form as FormInstance, error);
    },
  };
}
