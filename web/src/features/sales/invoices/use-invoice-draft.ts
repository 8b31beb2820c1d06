import { useEffect, useRef } from 'react';
import { App, Form, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useAuth } from '../../../app/auth/AuthProvider';
import { draftOf, draftText, invoiceDraftKey, restoreDraftQuestion } from './invoice-draft';

/** How long typing pauses before the draft is written. */
const WRITE_PAUSE_MS = 400;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a private window's policy): the form works without drafts.
    return null;
  }
}

/**
 * Keeps the invoice being typed as a draft in the browser, and offers the last one on the next
 * visit ('Restore the unsaved invoice from 14:05?' Restore / Discard). Nothing is written before
 * that question is answered (the old draft stays until then) nor while the form is untouched.
 * `clear` forgets it: after the invoice is saved.
 */
export function useInvoiceDraft<Values>(form: FormInstance<Values>, formName: string, bookingId: string | null, onRestored: (values: Record<string, unknown>) => void) {
  const { modal } = App.useApp();
  const userId = useAuth().user?._id;
  const key = userId ? invoiceDraftKey(userId, formName, bookingId) : null;
  const answered = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const restored = useRef(onRestored);
  restored.current = onRestored;
  const watched = Form.useWatch([], form);

  useEffect(() => {
    answered.current = false;
    const draft = key ? draftOf(storage()?.getItem(key) ?? null) : null;
    if (!key || !draft) {
      answered.current = true;
      return;
    }
    const question = modal.confirm({
      title: restoreDraftQuestion(draft.savedAt),
      content: 'It was not saved. Restore it to carry on, or discard it to start afresh.',
      okText: 'Restore',
      okButtonProps: { 'data-testid': 'invoice-draft-restore' } as never,
      cancelText: 'Discard',
      cancelButtonProps: { 'data-testid': 'invoice-draft-discard' } as never,
      onOk: () => {
        const values = { ...draft.values, ...(typeof draft.values.date === 'string' ? { date: dayjs(draft.values.date) } : {}) };
        // setFieldsValue marks the fields touched: the restored invoice is unsaved work again.
        form.setFieldsValue(values as never);
        restored.current(values);
        answered.current = true;
      },
      onCancel: () => {
        storage()?.removeItem(key);
        answered.current = true;
      },
    });
    return () => question.destroy();
  }, [key]);

  // The write waiting for a pause in the typing; done at once if the page goes (a reload, a closed tab).
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!key || !answered.current || !form.isFieldsTouched()) return;
    window.clearTimeout(timer.current);
    pending.current = () => {
      pending.current = null;
      storage()?.setItem(key, draftText(form.getFieldsValue(true) as Record<string, unknown>, new Date()));
    };
    timer.current = window.setTimeout(() => pending.current?.(), WRITE_PAUSE_MS);
  }, [watched, key]);

  useEffect(() => {
    const writeNow = () => pending.current?.();
    window.addEventListener('pagehide', writeNow);
    // Leaving the screen writes what was typed last (the form's store outlives its fields).
    return () => {
      window.removeEventListener('pagehide', writeNow);
      window.clearTimeout(timer.current);
      writeNow();
    };
  }, []);

  return {
    clear: () => {
      window.clearTimeout(timer.current);
      pending.current = null;
      if (key) storage()?.removeItem(key);
    },
  };
}
