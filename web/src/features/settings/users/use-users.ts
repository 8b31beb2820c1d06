import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { serverMessageOr } from '../../../shared/api/api-error';
import { crudResource } from '../../../shared/list';
import { userKeys } from '../../../shared/query-keys';

export const USER_ROLES = ['Administrator', 'Accountant', 'Sales', 'Storekeeper', 'Auditor'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** What each role may do, as the administrator chooses one (the server's ROLE_PERMISSIONS, in words). */
export const ROLE_DESCRIPTIONS: Record<UserRole, string> = {
  Administrator: 'Everything, including users and settings',
  Accountant: 'Accounting, reports and reconciliation; reads sales and stock',
  Sales: 'Customers, invoices, payments and bookings; stock read-only',
  Storekeeper: 'Products, stock, units, requisitions and purchases; no money screens',
  Auditor: 'Reads everything, including the audit trail; changes nothing',
};

export interface User {
  _id: string;
  name: string;
  email: string;
  role: UserRole;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface UserFormValues {
  name: string;
  email: string;
  password: string;
  role: UserRole;
  isActive: boolean;
}

const USERS_PATH = '/users';

/** Add sends name, email, password and role; edit sends name, role and active (email and password are not edited here). */
const users = crudResource<User, UserFormValues>({
  path: USERS_PATH,
  listKey: 'users',
  keys: userKeys,
  pageSize: 10,
  label: 'User',
  toBody: (values, editing) =>
    editing
      ? { name: values.name.trim(), role: values.role, isActive: values.isActive }
      : { name: values.name.trim(), email: values.email.trim(), password: values.password, role: values.role },
});

export const { useList: useUserList, useActions: useUserActions } = users;

export const toUserFormValues = (user: User | null): Partial<UserFormValues> =>
  user ? { name: user.name, email: user.email, role: user.role, isActive: user.isActive } : { role: 'Sales', isActive: true };

/** Disable or enable in one click (disabling ends the user's sessions at once). */
export function useSetUserActive() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ user, isActive }: { user: User; isActive: boolean }) => apiClient.put(`${USERS_PATH}/${user._id}`, { isActive }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
  return {
    run: (user: User, isActive: boolean) =>
      mutation.mutate(
        { user, isActive },
        {
          onSuccess: () => message.success(isActive ? `${user.name} can sign in again.` : `${user.name} is disabled and signed out.`),
          onError: (error) => message.error(serverMessageOr(error, 'Failed to update the user. Please try again.')),
        },
      ),
    isPending: (user: User) => mutation.isPending && mutation.variables?.user._id === user._id,
  };
}

export function useResetUserPassword() {
  return useMutation({
    mutationFn: ({ user, newPassword }: { user: User; newPassword: string }) => apiClient.post(`${USERS_PATH}/${user._id}/reset-password`, { newPassword }),
  });
}
