import { useState } from 'react';
import { Button, Popconfirm, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { EditOutlined, KeyOutlined, StopOutlined, CheckCircleOutlined } from '@ant-design/icons';
import { useAuth } from '../../../app/auth/AuthProvider';
import { AddButton, ListTable, useCrudScreen, type ListResource } from '../../../shared/list';
import { countOf } from '../../../shared/format/count';
import { useCan } from '../../auth/permissions';
import { ResetPasswordModal } from './ResetPasswordModal';
import { UserFormModal } from './UserFormModal';
import { toUserFormValues, useSetUserActive, useUserActions, useUserList, type User, type UserRole } from './use-users';

const USER_RESOURCE: ListResource = { name: 'User', plural: 'users', countLabel: 'users', id: 'user', pluralId: 'users' };

const ROLE_COLORS: Record<UserRole, string> = { Administrator: 'red', Accountant: 'blue', Sales: 'green', Storekeeper: 'orange', Auditor: 'purple' };

const columns: TableColumnsType<User> = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Email', dataIndex: 'email', key: 'email' },
  { title: 'Role', dataIndex: 'role', key: 'role', render: (role: UserRole) => <Tag color={ROLE_COLORS[role]}>{role}</Tag> },
  {
    title: 'Status',
    dataIndex: 'isActive',
    key: 'isActive',
    render: (isActive: boolean) => (isActive ? <Tag color="success">Active</Tag> : <Tag>Disabled</Tag>),
  },
];

/**
 * The Users tab of /settings: who may sign in and with which role. Administrators add users,
 * change their role, disable them (signed out at once) and reset their password; an auditor
 * sees the list. Everyone changes their own password from the user menu.
 */
export function UsersTab() {
  const { user: me } = useAuth();
  const canManage = useCan('users:write');
  const setActive = useSetUserActive();
  const [resetting, setResetting] = useState<User | null>(null);
  const screen = useCrudScreen(USER_RESOURCE, {
    useList: useUserList,
    useActions: useUserActions,
    toFormValues: toUserFormValues,
    form: UserFormModal,
    rowActions: {
      testKey: (user) => user.email,
      width: 150,
      cell: (user, { edit }) => {
        const isMe = user._id === me?._id;
        return (
          <Space size={4}>
            <Tooltip title="Edit">
              <Button type="text" icon={<EditOutlined />} onClick={() => edit(user)} aria-label={`Edit user ${user.name}`} data-testid={`edit-user-${user.email}`} />
            </Tooltip>
            <Tooltip title="Reset password">
              <Button type="text" icon={<KeyOutlined />} onClick={() => setResetting(user)} aria-label={`Reset password of ${user.name}`} data-testid={`reset-password-${user.email}`} />
            </Tooltip>
            {user.isActive ? (
              <Popconfirm
                title={`Disable ${user.name}?`}
                description="They are signed out at once and cannot sign in until enabled again."
                okText="Disable"
                okButtonProps={{ danger: true }}
                onConfirm={() => setActive.run(user, false)}
                disabled={isMe}
              >
                <Tooltip title={isMe ? 'You cannot disable your own account' : 'Disable'}>
                  <Button
                    type="text"
                    danger
                    icon={<StopOutlined />}
                    disabled={isMe}
                    loading={setActive.isPending(user)}
                    aria-label={`Disable ${user.name}`}
                    data-testid={`disable-user-${user.email}`}
                  />
                </Tooltip>
              </Popconfirm>
            ) : (
              <Tooltip title="Enable">
                <Button
                  type="text"
                  icon={<CheckCircleOutlined />}
                  loading={setActive.isPending(user)}
                  onClick={() => setActive.run(user, true)}
                  aria-label={`Enable ${user.name}`}
                  data-testid={`enable-user-${user.email}`}
                />
              </Tooltip>
            )}
          </Space>
        );
      },
    },
  });
  return (
    <>
      <ListTable<User>
        list={screen.list}
        columns={canManage && screen.actionsColumn ? [...columns, screen.actionsColumn] : columns}
        totalLabel={(total) => countOf(total, 'users')}
        errorTitle="Failed to load users."
        search={{ placeholder: 'Search users', testId: 'user-search' }}
        toolbarExtra={
          canManage && (
            <AddButton onClick={screen.modal.openForCreate} testId="add-user">
              Add User
            </AddButton>
          )
        }
        testId="users-table"
      />
      <screen.form modal={screen.modal} save={screen.save} />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
