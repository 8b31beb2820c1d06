import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { Navigate, useNavigate } from 'react-router-dom';
import { useCanOpen } from '../../features/auth/permissions';
import { NAVIGATION_GROUPS } from '../layout/navigation';
import { useAuth } from './AuthProvider';

/**
 * A screen the user's role may not open is not shown: the home page (the dashboard) sends such
 * a role to the first screen it may open, any other shows why. The server refuses the calls
 * anyway (403); this keeps a role from landing on a screen full of errors.
 */
export function ScreenAccess({ path, children }: { path: string; children: ReactNode }) {
  const canOpen = useCanOpen();
  const { user } = useAuth();
  const navigate = useNavigate();
  if (canOpen(path)) return <>{children}</>;
  if (path === '/') {
    const first = NAVIGATION_GROUPS.flatMap((group) => group.links).find((link) => canOpen(link.path));
    if (first) return <Navigate to={first.path} replace />;
  }
  return (
    <div data-testid="screen-forbidden">
      <Result
        status="403"
        title="Not available to your role"
        subTitle={`Your role (${user?.role ?? 'unknown'}) cannot open this screen.`}
        extra={
          <Button type="primary" onClick={() => navigate(-1)}>
            Go Back
          </Button>
        }
      />
    </div>
  );
}
