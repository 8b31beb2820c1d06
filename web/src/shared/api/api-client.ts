import { ApiError, type FieldErrors } from './api-error';
import { newIdempotencyKey } from './idempotency-key';
import { clearSessionToken, markSessionEnded, readSessionToken } from './session-token';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

interface SuccessBody<T> {
  success: true;
  data: T;
  message?: string;
}

interface FailureBody {
  success: false;
  message?: string;
  errors?: FieldErrors;
}

export interface ApiResult<T> {
  data: T;
  message?: string;
}

const API_BASE = '/api';

let onUnauthorized: () => void = () => {
  clearSessionToken();
  if (window.location.pathname !== '/login') window.location.assign('/login');
};

/** The auth layer replaces the default so a 401 navigates inside the app instead of reloading. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function buildUrl(path: string, params?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, String(value));
  }
  const query = search.toString();
  return `${API_BASE}${path}${query ? `?${query}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isFailureBody(body: unknown): body is FailureBody {
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;
}

interface RequestOptions {
  body?: unknown;
  params?: QueryParams;
  accept?: string;
}

/** Sends one call with the bearer token; a 401 ends the session, and any failure throws an ApiError. */
async function send(method: HttpMethod, path: string, options: RequestOptions): Promise<{ response: Response; body: unknown }> {
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  const token = readSessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') headers['Idempotency-Key'] = newIdempotencyKey();

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.params), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError('Unable to reach the server. Please check your connection.', { status: 0, fromServer: false });
  }

  if (response.status === 401) {
    // A token the server no longer accepts: the session ended (a wrong password sends no token).
    if (token) markSessionEnded();
    onUnauthorized();
  }
  // A file answer is read by the caller; anything else (and every failure) is the JSON envelope.
  const isFile = response.ok && options.accept !== undefined;
  const body = isFile ? null : await readBody(response);

  if (!response.ok || isFailureBody(body)) {
    const failure = typeof body === 'object' && body !== null ? (body as FailureBody) : null;
    const serverMessage = typeof failure?.message === 'string' && failure.message ? failure.message : null;
    throw new ApiError(serverMessage ?? `Request failed with status ${response.status}`, {
      status: response.status,
      fieldErrors: failure?.errors,
      fromServer: serverMessage !== null,
    });
  }
  return { response, body };
}

async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const { body } = await send(method, path, options);
  const success = body as SuccessBody<T> | null;
  return { data: (success?.data ?? null) as T, message: success?.message };
}

/** The single way the web client talks to the backend. */
export const apiClient = {
  get: <T>(path: string, params?: QueryParams) => request<T>('GET', path, { params }).then((result) => result.data),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body: body ?? {} }),
  put: <T>(path: string, body: unknown) => request<T>('PUT', path, { body }),
  patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, { body }),
  delete: <T = unknown>(path: string) => request<T>('DELETE', path),
  /** A file the server sends as it is (e.g. a CSV export), not in the JSON envelope. */
  download: (path: string, params: QueryParams | undefined, accept: string) => send('GET', path, { params, accept }).then(({ response }) => response.blob()),
};
