import { apiClient } from '../../shared/api/api-client';

/** What a role may do, as the server says (`area:read` sees, `area:write` changes); see features/auth/permissions. */
export type Permission = `${string}:${'read' | 'write'}`;

export interface AuthUser {
  _id: string;
  email: string;
  name?: string;
  role?: string;
  permissions?: Permission[];
}

export interface LoginResponse {
  token?: string;
  user?: AuthUser;
}

export function requestLogin(credentials: { email: string; password: string }) {
  return apiClient.post<LoginResponse | null>('/auth/login', credentials).then((result) => result.data);
}

export function fetchProfile() {
  return apiClient.get<{ user?: AuthUser } | null>('/auth/profile').then((data) => data?.user ?? null);
}

/** Ends the session on the server: the token is refused from then on, everywhere. */
export function requestLogout() {
  return apiClient.post<null>('/auth/logout');
}

/** The own password; the answer's token (a fresh session) replaces the old one, which has ended. */
export function requestPasswordChange(passwords: { currentPassword: string; newPassword: string }) {
  return apiClient.post<{ token?: string; user?: AuthUser } | null>('/auth/change-password', passwords).then((result) => result.data);
}
