/** The only auth state kept in the browser: the bearer token under one fixed key. */
export const SESSION_TOKEN_KEY = 'dealer.auth.token';

export function readSessionToken(): string | null {
  try {
    return window.localStorage.getItem(SESSION_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeSessionToken(token: string): void {
  window.localStorage.setItem(SESSION_TOKEN_KEY, token);
}

export function clearSessionToken(): void {
  try {
    window.localStorage.removeItem(SESSION_TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode); there is nothing left to clear then.
  }
}

/** Set when the server refused a signed-in user's token (401): the sign-in page says the session ended. */
const SESSION_ENDED_KEY = 'dealer.auth.sessionEnded';

export function markSessionEnded(): void {
  try {
    window.sessionStorage.setItem(SESSION_ENDED_KEY, '1');
  } catch {
    // Without storage the sign-in page simply shows no notice.
  }
}

export function sessionHasEnded(): boolean {
  try {
    return window.sessionStorage.getItem(SESSION_ENDED_KEY) === '1';
  } catch {
    return false;
  }
}

export function clearSessionEnded(): void {
  try {
    window.sessionStorage.removeItem(SESSION_ENDED_KEY);
  } catch {
    // nothing to clear
  }
}
