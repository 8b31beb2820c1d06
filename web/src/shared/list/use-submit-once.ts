import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { FormInstance } from 'antd';

/** A form's submit lock: taken by the first click, synchronously, so a second click finds it taken. */
export interface SubmitLock {
  /** For the buttons' loading state; the lock itself is a ref, set before React renders anything. */
  locked: boolean;
  /** Takes the lock; false when a submit is already under way (then the click does nothing). */
  tryLock: () => boolean;
  /** The form takes input again: after a failure, or when it starts over (opened again, reset after a success). */
  release: () => void;
}

export function useSubmitLock(): SubmitLock {
  const lockedRef = useRef(false);
  const [locked, setLocked] = useState(false);
  const tryLock = useCallback(() => {
    if (lockedRef.current) return false;
    lockedRef.current = true;
    setLocked(true);
    return true;
  }, []);
  const release = useCallback(() => {
    lockedRef.current = false;
    setLocked(false);
  }, []);
  return { locked, tryLock, release };
}

export interface SubmitOnce<Values> extends SubmitLock {
  /** For the antd Form: a submit event (its submit button, Enter in a field) takes the lock before validation starts. */
  formProps: {
    onSubmitCapture: (event: FormEvent<HTMLFormElement>) => void;
    onFinish: (values: Values) => void;
    onFinishFailed: () => void;
  };
  /** For a button outside the form (a modal's OK): submits the form unless a submit is under way. */
  submit: (form: FormInstance<Values>) => void;
}

/**
 * One submit per click sequence: the first click locks the form at once, before antd's
 * asynchronous validation, so a double or triple click sends one command. Validation failing,
 * `onValid` sending nothing (it returns no promise) or its command failing (the promise rejects)
 * unlocks it. A command that succeeded keeps it locked: the form is done with those values (it
 * closes, leaves or starts over), and its owner calls `release` when it takes new input, so a
 * click landing after the success cannot send the same values again.
 */
export function useSubmitOnce<Values>(onValid: (values: Values) => Promise<unknown> | void | false): SubmitOnce<Values> {
  const lock = useSubmitLock();
  const { tryLock, release } = lock;

  const onFinish = (values: Values) => {
    let sent: Promise<unknown> | void | false;
    try {
      sent = onValid(values);
    } catch (error) {
      release();
      throw error;
    }
    if (!sent) return release();
    sent.then(undefined, release);
  };

  return {
    ...lock,
    formProps: {
      onSubmitCapture: (event) => {
        // A form in a modal opened from this one bubbles its own submit through React's tree: not ours.
        if (event.target !== event.currentTarget) return;
        if (tryLock()) return;
        event.preventDefault();
        event.stopPropagation();
      },
      onFinish,
      onFinishFailed: release,
    },
    submit: (form) => {
      if (tryLock()) form.submit();
    },
  };
}
