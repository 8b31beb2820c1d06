import { Form } from 'antd';
import type { UseMutationResult } from '@tanstack/react-query';
import { useUnsavedChangesGuard } from '../leave-guard/use-unsaved-changes-guard';
import { useServerFormErrors } from './use-server-form-errors';
import { useSubmitOnce } from './use-submit-once';

interface RecordFormHandlers<Values, Saved> {
  onSaved: (saved: Saved, values: Values) => void;
  /** The failure's toast or notification; the fields the server names are marked after it. */
  onFailed: (error: Error) => void;
}

/**
 * A record's add or edit page form: one save per click, the server's field errors on the fields
 * and its other refusal above the form. A success leaves the page: the lock taken by the first
 * click is never released after one. Leaving a changed form before saving asks first
 * (useUnsavedChangesGuard); a saved one leaves freely.
 */
export function useRecordForm<Values, Saved>(save: UseMutationResult<Saved, Error, Values>, handlers: RecordFormHandlers<Values, Saved>) {
  const [form] = Form.useForm<Values>();
  const { formError, showServerErrors, clearFormError } = useServerFormErrors(form);
  const leaveGuard = useUnsavedChangesGuard(() => form.isFieldsTouched());
  const submitOnce = useSubmitOnce((values: Values) => {
    clearFormError();
    return save.mutateAsync(values, {
      onSuccess: (saved) => {
        leaveGuard.leaveFreely();
        handlers.onSaved(saved, values);
      },
      onError: (error) => {
        handlers.onFailed(error);
        showServerErrors(error);
      },
    });
  });
  return { form, formError, formProps: submitOnce.formProps, busy: save.isPending || submitOnce.locked };
}
