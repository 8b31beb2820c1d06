import { apiClient } from '../../shared/api/api-client';

export interface AuthUser {
  _id: string;
  email: string;
  name?: string;
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
