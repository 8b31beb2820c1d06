import { useEffect, useState } from 'react';
import { Form } from 'antd';

/**
 * Open/close state for an add/edit modal and its form: opening resets the form
 * to the defaults (adding) or to the record being edited.
 */
export function useModalForm<Record, Values>(toFormValues: (record: Record | null) => Partial<Values>) {
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<Record | null>(null);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(toFormValues(editing) as never);
    // toFormValues is a pure mapping; refilling only on open/record change is intended.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, editing, form]);

  return {
    form,
    open,
    editing,
    openForCreate: () => {
      setEditing(null);
      setOpen(true);
    },
    openForEdit: (record: Record) => {
      setEditing(record);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}
