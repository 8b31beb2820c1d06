import { Suspense, useState, type ReactNode } from 'react';
import { Layout, Typography } from 'antd';
import { Link, Outlet } from 'react-router-dom';
import { DealerLogo } from '../../shared/components/DealerLogo';
import { ContentSpinner } from '../../shared/components/FullScreenSpinner';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

const MENU_WIDTH = 300;
const COLLAPSED_MENU_WIDTH = 80;

/** The signed-in shell: side menu, top bar, and the current screen (a route outlet unless given children). */
export function AppLayout({ children }: { children?: ReactNode }) {
  const [menuCollapsed, setMenuCollapsed] = useState(false);

  return (
    <Layout className="app-shell">
      <Layout.Sider
        width={MENU_WIDTH}
        collapsedWidth={COLLAPSED_MENU_WIDTH}
        collapsible
        collapsed={menuCollapsed}
        onCollapse={setMenuCollapsed}
        breakpoint="lg"
        className="app-sider"
        data-testid="side-menu-panel"
      >
        <Link to="/" className="sider-brand" aria-label="Dealer Back Office home">
          <DealerLogo size={36} />
          {!menuCollapsed && (
            <Typography.Text strong className="sider-brand-name">
              Dealer Back Office
            </Typography.Text>
          )}
        </Link>
        <SideMenu />
      </Layout.Sider>
      <Layout style={{ marginLeft: menuCollapsed ? COLLAPSED_MENU_WIDTH : MENU_WIDTH }} className="app-main">
        <TopBar menuCollapsed={menuCollapsed} onToggleMenu={() => setMenuCollapsed((collapsed) => !collapsed)} />
        <Layout.Content className="app-content">
          <Suspense fallback={<ContentSpinner />}>{children ?? <Outlet />}</Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
