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
