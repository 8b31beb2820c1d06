import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

const ONE_MINUTE = 60_000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: ONE_MINUTE,
      refetchOnWindowFocus: false,
      // A 4xx answer will not change on retry; a dropped connection might.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
    },
    mutations: { gcTime: ONE_MINUTE, retry: false },
  },
});
