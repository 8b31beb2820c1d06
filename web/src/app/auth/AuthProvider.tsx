import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { setUnauthorizedHandler } from '../../shared/api/api-client';
import { ApiError } from '../../shared/api/api-error';
import { clearSessionEnded, clearSessionToken, readSessionToken, storeSessionToken } from '../../shared/api/session-token';
import { FullScreenSpinner } from '../../shared/components/FullScreenSpinner';
import { fetchProfile, requestLogout, type AuthUser } from './auth-api';

interface AuthContextValue {
  user: AuthUser | null;
  token: string | null;
  isAuthenticated: boolean;
  signIn: (token: string, user: AuthUser) => void;
  /** Forgets the session here only (the server already refused it, or sign-in failed). */
  clearSession: () => void;
  /** Logout: ends the session on the server (its token is refused from then on), then forgets it here. */
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [token, setToken] = useState<string | null>(() => readSessionToken());
  const [user, setUser] = useState<AuthUser | null>(null);
  // A stored token is only trusted after the profile call confirms it.
  const [checkingToken, setCheckingToken] = useState(() => readSessionToken() !== null);

  const clearSession = useCallback(() => {
    clearSessionToken();
    setToken(null);
    setUser(null);
    queryClient.clear();
  }, [queryClient]);

  const signIn = useCallback((nextToken: string, nextUser: AuthUser) => {
    storeSessionToken(nextToken);
    clearSessionEnded();
    setToken(nextToken);
    setUser(nextUser);
  }, []);

  const signOut = useCallback(async () => {
    // When the server cannot be told, the session stays here too (the caller says so, and the
    // user can try again): forgetting a token the server still accepts would only look safe.
    await requestLogout();
    clearSession();
  }, [clearSession]);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      clearSession();
      if (window.location.pathname !== '/login') navigate('/login', { replace: true });
    });
  }, [clearSession, navigate]);

  useEffect(() => {
    const storedToken = readSessionToken();
    if (!storedToken) return;
    let cancelled = false;
    fetchProfile()
      .then((profile) => {
        if (cancelled) return;
        if (profile) setUser(profile);
        else clearSession();
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        clearSession();
        // A 401 already sends the user to sign in; anything else deserves a word.
        if (!(error instanceof ApiError && error.status === 401)) message.error('Failed to fetch profile');
      })
      .finally(() => {
        if (!cancelled) setCheckingToken(false);
      });
    return () => {
      cancelled = true;
    };
    // Runs once, for the token found when the app loads.
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, token, isAuthenticated: Boolean(user && token), signIn, clearSession, signOut }),
    [user, token, signIn, clearSession, signOut],
  );

  if (checkingToken) return <FullScreenSpinner tip="Checking your session..." />;

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside AuthProvider');
  return context;
}
