import { useEffect } from 'react';
import { App } from 'antd';
import { useBlocker } from 'react-router-dom';
import { hasUnsavedChanges, LEAVE_PAGE_TEXTS } from './unsaved-changes';

/**
 * The one question before leaving a changed form: a route change (side menu, Back, a link) waits
 * for 'Leave' or 'Stay'; a reload or closing the tab gets the browser's own question (browsers
 * show their own words for it). Mounted once under the router.
 */
export function LeavePrompt() {
  const { modal } = App.useApp();
  // Only a change of page asks: a list's filters in the query string lose nothing.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges());

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: LEAVE_PAGE_TEXTS.title,
      content: LEAVE_PAGE_TEXTS.content,
      okText: LEAVE_PAGE_TEXTS.okText,
      okButtonProps: { danger: true, 'data-testid': 'leave-page-confirm' } as never,
      cancelText: LEAVE_PAGE_TEXTS.cancelText,
      cancelButtonProps: { 'data-testid': 'leave-page-cancel' } as never,
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker.state]);

  useEffect(() => {
    const askBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', askBeforeUnload);
    return () => window.removeEventListener('beforeunload', askBeforeUnload);
  }, []);

  return null;
}
