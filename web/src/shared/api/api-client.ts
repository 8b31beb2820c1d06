import { notification } from 'antd';
import { ApiError, type FieldErrors } from './api-error';
import { commandKeys } from './idempotency-key';
import { clearSessionToken, markSessionEnded, readSessionToken } from './session-token';
import { acceptedCommandOf, awaitProcessed, STILL_PROCESSING_NOTICE, type PollAnswer } from './still-processing';

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

/** Sends one call with the bearer token (a command with its key); a 401 ends the session, and any failure throws an ApiError. */
async function send(method: HttpMethod, path: string, options: RequestOptions): Promise<{ response: Response; body: unknown }> {
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  const token = readSessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const url = buildUrl(path, options.params);
  // The same command sent again before it is known to have succeeded carries the same key.
  const command = method === 'GET' ? null : commandKeys.keyFor(method, url, options.body);
  if (command) headers['Idempotency-Key'] = command.key;

  let response: Response;
  try {
    response = await fetch(url, {
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
  // Stored (a 202 too): the same call from now on is a new command.
  command?.succeeded();
  return { response, body };
}

/** One poll of a 202's record (or of /api/health): a plain GET with the session's token, never throwing on a 4xx. */
async function poll(path: string): Promise<PollAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readSessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}${path}`, { headers });
  return { status: response.status, body: await readBody(response) };
}

/**
 * A command answered 202 (stored, the read models not there yet): wait, bounded, for its record
 * (still-processing.ts) and answer with it as the usual success does (the caller's own success
 * text). If it does not show within the wait, the answer is the 202's data and the notice that it
 * is saved and still being processed, also shown here, once, for every screen.
 */
async function settleAccepted<T>(response: Response, body: unknown): Promise<ApiResult<T> | null> {
  const accepted = acceptedCommandOf(response.status, body, response.headers.get('Location'));
  if (!accepted) return null;
  const outcome = await awaitProcessed(accepted, poll);
  if (outcome.done) return { data: outcome.data as T };
  notification.warning({ message: STILL_PROCESSING_NOTICE, description: 'Do not send it again: it will show once processed.', duration: 10 });
  return { data: outcome.data as T, message: STILL_PROCESSING_NOTICE };
}

async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const { response, body } = await send(method, path, options);
  const settled = method === 'GET' ? null : await settleAccepted<T>(response, body);
  if (settled) return settled;
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
