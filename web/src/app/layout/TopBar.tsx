import { useState } from 'react';
import { App, Avatar, Button, Divider, Dropdown, Flex, Layout, Space, Tooltip, Typography, type ButtonProps } from 'antd';
import { BarChartOutlined, DashboardOutlined, FileAddOutlined, KeyOutlined, LogoutOutlined, MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { ChangePasswordModal } from '../../features/auth/change-password/ChangePasswordModal';
import { useCanOpen } from '../../features/auth/permissions';
import { BRAND_BLUE } from '../theme';

interface TopBarProps {
  /** A narrow screen: the button opens the menu drawer. */
  narrow?: boolean;
  menuCollapsed: boolean;
  onToggleMenu: () => void;
}

const QUICK_ACTIONS = [
  { label: 'Dashboard', path: '/', icon: <DashboardOutlined />, testId: 'quick-dashboard' },
  { label: 'Create Invoice', path: '/sales/invoices/create', icon: <FileAddOutlined />, testId: 'quick-create-invoice' },
  { label: 'Reports', path: '/accounts', icon: <BarChartOutlined />, testId: 'quick-reports' },
];

export function TopBar({ narrow = false, menuCollapsed, onToggleMenu }: TopBarProps) {
  const navigate = useNavigate();
  const { modal, message, notification } = App.useApp();
  const { user, signOut } = useAuth();
  const canOpen = useCanOpen();
  const [changingPassword, setChangingPassword] = useState(false);

  const confirmLogout = () =>
    modal.confirm({
      title: 'Are you sure you want to logout?',
      icon: <LogoutOutlined />,
      okText: 'Yes, Logout',
      cancelText: 'Cancel',
      okButtonProps: { danger: true, 'data-testid': 'logout-confirm' } as ButtonProps,
      cancelButtonProps: { 'data-testid': 'logout-cancel' } as ButtonProps,
      // The server ends the session first; if it cannot be told, the user stays signed in and may try again.
      onOk: async () => {
        try {
          await signOut();
        } catch {
          notification.error({ message: 'Logout Error', description: 'There was an error during logout. Please try again.' });
          return;
        }
        navigate('/login', { replace: true });
        message.success('Logout Successful');
      },
    });

  return (
    <Layout.Header className="top-bar">
      <Flex align="center" gap={12} className="top-bar-start">
        <Button
          type="text"
          icon={narrow ? <MenuOutlined /> : menuCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggleMenu}
          aria-label={narrow ? 'Open menu' : menuCollapsed ? 'Expand menu' : 'Collapse menu'}
          aria-expanded={!menuCollapsed}
          data-testid="toggle-menu"
        />
        <Typography.Title level={4} className="top-bar-title" data-testid="product-title">
          Dealer Back Office
        </Typography.Title>
      </Flex>
      <Flex align="center" gap={8} wrap="wrap" className="top-bar-end">
        <Space size={4} wrap className="quick-actions">
          {QUICK_ACTIONS.filter((action) => canOpen(action.path)).map((action) => (
            <Button key={action.path} type="text" icon={action.icon} onClick={() => navigate(action.path)} data-testid={action.testId}>
              <span className="quick-action-label">{action.label}</span>
            </Button>
          ))}
        </Space>
        <Divider type="vertical" className="top-bar-divider" />
        <Dropdown
          trigger={['click']}
          menu={{
            items: [{ key: 'change-password', icon: <KeyOutlined />, label: <span data-testid="change-password">Change password</span> }],
            onClick: ({ key }) => key === 'change-password' && setChangingPassword(true),
          }}
        >
          <Tooltip title={user?.role ? `${user.email} · ${user.role}` : user?.email} placement="left">
            <Space size={8} className="current-user" role="button" tabIndex={0} data-testid="user-menu">
              <Avatar size="small" icon={<UserOutlined />} style={{ backgroundColor: BRAND_BLUE }} />
              <Typography.Text className="current-user-name">{user?.name || user?.email}</Typography.Text>
            </Space>
          </Tooltip>
        </Dropdown>
        <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
        <Button danger icon={<LogoutOutlined />} onClick={confirmLogout} aria-label="Logout" data-testid="logout">
          <span className="logout-label">Logout</span>
        </Button>
      </Flex>
    </Layout.Header>
  );
}
