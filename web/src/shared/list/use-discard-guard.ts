import { App, type FormInstance } from 'antd';
import { useUnsavedChangesGuard } from '../leave-guard/use-unsaved-changes-guard';

/** The question asked before a changed form modal closes without saving. */
export const DISCARD_CHANGES_TITLE = 'Discard changes?';

/**
 * Closing a form modal (Esc, ×, Cancel, the mask): an unchanged form closes at once; a changed one
 * first asks 'Discard changes?'. "Changed" is touched by the user: fill the form with fillForm, which
 * leaves it untouched (a plain setFieldsValue marks the fields it fills as touched).
 * Given whether the modal is `open`, a changed open form also asks before the page is left (a route
 * change, a reload) as the pages' forms do (useUnsavedChangesGuard).
 */
export function useDiscardGuard(form: FormInstance<any>, close: () => void, open?: boolean) {
  const { modal } = App.useApp();
  useUnsavedChangesGuard(() => Boolean(open) && form.isFieldsTouched());
  return () => {
    if (!form.isFieldsTouched()) {
      close();
      return;
    }
    modal.confirm({
      title: DISCARD_CHANGES_TITLE,
      content: 'The changes you made in this form will be lost.',
      okText: 'Discard',
      okButtonProps: { danger: true, 'data-testid': 'discard-changes-confirm' } as never,
      cancelText: 'Keep editing',
      cancelButtonProps: { 'data-testid': 'discard-changes-cancel' } as never,
      onOk: close,
    });
  };
}
