import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../../../app/auth/AuthProvider';
import { requestLogin } from '../../../app/auth/auth-api';
import { serverMessageOr } from '../../../shared/api/api-error';

export interface LoginValues {
  email: string;
  password: string;
}

/** Thrown when the server answers 2xx without both a token and a user. */
class InvalidLoginResponse extends Error {}

export function useLogin() {
  const { signIn, clearSession } = useAuth();
  return useMutation({
    mutationFn: async (values: LoginValues) => {
      const data = await requestLogin({ email: values.email.trim(), password: values.password });
      if (!data?.token || !data?.user) throw new InvalidLoginResponse('Invalid response format');
      return { token: data.token, user: data.user };
    },
    onSuccess: ({ token, user }) => signIn(token, user),
    // A failed sign-in leaves no half-signed-in state behind.
    onError: () => clearSession(),
  });
}

/** 'Invalid response format' for a malformed answer, the server's message for a refusal, else 'Login failed'. */
export function loginErrorText(error: unknown): string {
  if (error instanceof InvalidLoginResponse) return error.message;
  return serverMessageOr(error, 'Login failed');
}
