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
    form.resetFields();
    form.setFieldsValue(toFormValues(editing) as never);
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
