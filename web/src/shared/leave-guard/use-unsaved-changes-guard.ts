import { useEffect, useRef } from 'react';
import { registerUnsavedChanges } from './unsaved-changes';

/**
 * Asks before leaving (a route change, reload or closing the tab) while `hasChanges` answers true.
 * The check is read at the moment of leaving, so it may read a form instance (isFieldsTouched)
 * without making the page render on every keystroke. `leaveFreely` lets the page's own navigation
 * after a save through (the form is still touched, but nothing is lost).
 */
export function useUnsavedChangesGuard(hasChanges: () => boolean) {
  const latest = useRef(hasChanges);
  latest.current = hasChanges;
  const free = useRef(false);
  useEffect(() => registerUnsavedChanges(() => !free.current && latest.current()), []);
  return {
    leaveFreely: () => {
      free.current = true;
    },
    /** The form takes input again (it started over after a save). */
    guardAgain: () => {
      free.current = false;
    },
  };
}
