import { useEffect, useState } from 'react';
import { Form, type FormInstance } from 'antd';
import { useServerFormErrors } from './use-server-form-errors';

/** What a form modal reads of the modal state: no record type, so one fields file fits any page. */
export interface ModalFormView<Values> {
  form: FormInstance<Values>;
  open: boolean;
  isEditing: boolean;
  formError: string | null;
  close: () => void;
}

export interface ModalForm<Record, Values> extends ModalFormView<Values> {
  editing: Record | null;
  showServerErrors: (error: unknown) => void;
  openForCreate: () => void;
  openForEdit: (record: Record) => void;
}

/**
 * Fills a form as its modal opens and leaves it untouched, so that only what the user then changes
 * makes closing ask 'Discard changes?' (useDiscardGuard). setFieldsValue marks every field whose value
 * it changes as touched (a Form.List and its rows too); the fill is not the user's change.
 */
export function fillForm<Values>(form: FormInstance<Values>, values: Partial<Values>) {
  form.resetFields();
  form.setFieldsValue(values as never);
  // Every registered field, nested list rows included; rows the fill adds mount untouched.
  form.setFields(form.getFieldsError().map(({ name }) => ({ name: name as never, touched: false })));
}

/**
 * Open/close state for an add/edit modal and its form: opening resets the form
 * to the defaults (adding) or to the record being edited, and forgets old server errors.
 */
export function useModalForm<Record, Values>(toFormValues: (record: Record | null) => Partial<Values>): ModalForm<Record, Values> {
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<Record | null>(null);
  const { formError, showServerErrors, clearFormError } = useServerFormErrors(form);

  useEffect(() => {
    if (!open) return;
    fillForm(form, toFormValues(editing));
    // toFormValues is a pure mapping; refilling only when opening or switching record is intended.
  }, [open, editing, form]);

  const openWith = (record: Record | null) => {
    clearFormError();
    setEditing(record);
    setOpen(true);
  };

  return {
    form,
    open,
    editing,
    isEditing: editing !== null,
    formError,
    showServerErrors,
    openForCreate: () => openWith(null),
    openForEdit: (record: Record) => openWith(record),
    close: () => setOpen(false),
  };
}
