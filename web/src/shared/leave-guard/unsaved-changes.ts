/**
 * The forms on screen that hold unsaved changes. Each form registers a check; the one leave prompt
 * (LeavePrompt, under the router) asks before a route change or a reload while any check answers
 * true. One registry rather than one blocker per form: the router serves a single blocker, and a
 * page and a modal above it (the invoice and its Add New Customer) can both hold typed input.
 */
export type UnsavedChangesCheck = () => boolean;

const checks = new Set<UnsavedChangesCheck>();

/** Registers a form's check; answers the function that removes it. */
export function registerUnsavedChanges(check: UnsavedChangesCheck): () => void {
  checks.add(check);
  return () => {
    checks.delete(check);
  };
}

/** True while any registered form holds changes not saved. */
export function hasUnsavedChanges(): boolean {
  for (const check of checks) if (check()) return true;
  return false;
}

/** The question asked before leaving a changed form. */
export const LEAVE_PAGE_TEXTS = {
  title: 'Leave this page?',
  content: 'The changes you made in this form are not saved and will be lost.',
  okText: 'Leave',
  cancelText: 'Stay',
};
