import { Alert, App, Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { sessionHasEnded } from '../../../shared/api/session-token';
import { DealerLogo } from '../../../shared/components/DealerLogo';
import { loginErrorText, useLogin, type LoginValues } from './use-login';

export function LoginPage() {
  const { message } = App.useApp();
  const login = useLogin();
  // Only after the server turned a signed-in user's token away, never on a first visit or after Logout.
  const [sessionEnded] = useState(sessionHasEnded);

  const submit = (values: LoginValues) =>
    login.mutate(values, {
      onSuccess: () => {
        message.destroy();
        message.success('Login successful');
      },
      onError: (error) => message.error(loginErrorText(error)),
    });

  return (
    <div className="login-screen">
      <Card className="login-card" variant="borderless">
        <div className="login-brand">
          <DealerLogo size={64} />
          <Typography.Title level={3} style={{ margin: '12px 0 0' }}>
            Dealer Back Office
          </Typography.Title>
          <Typography.Text type="secondary">Motorcycles, spare parts and accessories</Typography.Text>
        </div>
        {sessionEnded && !login.isError && (
          <Alert type="warning" showIcon message="Your session has ended, please sign in again" style={{ marginBottom: 16 }} data-testid="session-ended" />
        )}
        {login.isError && <Alert type="error" showIcon message={loginErrorText(login.error)} style={{ marginBottom: 16 }} data-testid="login-error" />}
        <Form<LoginValues> layout="vertical" size="large" onFinish={submit} requiredMark={false} disabled={login.isPending}>
          <Form.Item
            name="email"
            label="Email"
            rules={[
              { required: true, message: 'Please enter your email!' },
              { type: 'email', message: 'Invalid email format!' },
            ]}
          >
            <Input prefix={<MailOutlined />} placeholder="you@dealer.com" autoComplete="username" autoFocus data-testid="login-email" />
          </Form.Item>
          <Form.Item name="password" label="Password" rules={[{ required: true, message: 'Please enter your password!' }]}>
            <Input.Password prefix={<LockOutlined />} placeholder="Password" autoComplete="current-password" data-testid="login-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="login-submit">
            Sign In
          </Button>
        </Form>
      </Card>
      <Typography.Text className="login-footer">© {new Date().getFullYear()} Dealer Back Office · Amounts in taka (৳)</Typography.Text>
    </div>
  );
}
