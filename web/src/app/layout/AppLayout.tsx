import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Drawer, Layout, Typography } from 'antd';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { DealerLogo } from '../../shared/components/DealerLogo';
import { ContentSpinner } from '../../shared/components/FullScreenSpinner';
import { RouteErrorBoundary } from '../../shared/errors/RouteErrorBoundary';
import { useIsNarrowScreen } from '../../shared/hooks/use-media-query';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

const MENU_WIDTH = 300;
const COLLAPSED_MENU_WIDTH = 80;
const DRAWER_WIDTH = 280;

function MenuBrand({ showName, onClick }: { showName: boolean; onClick?: () => void }) {
  return (
    <Link to="/" className="sider-brand" aria-label="Dealer Back Office home" onClick={onClick}>
      <DealerLogo size={36} />
      {showName && (
        <Typography.Text strong className="sider-brand-name">
          Dealer Back Office
        </Typography.Text>
      )}
    </Link>
  );
}

/**
 * The signed-in shell: side menu, top bar, and the current screen (a route outlet unless given
 * children). On a narrow screen the menu is a drawer opened from the top bar and the screen takes
 * the full width. Each screen sits in an error boundary, so a failing screen keeps the menu.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const narrow = useIsNarrowScreen();
  const { pathname } = useLocation();
  const [menuCollapsed, setMenuCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  // Navigating (or widening the window) closes the drawer.
  useEffect(() => setDrawerOpen(false), [pathname, narrow]);

  const closeDrawer = () => setDrawerOpen(false);

  return (
    <Layout className="app-shell">
      {narrow ? (
        <Drawer
          open={drawerOpen}
          onClose={closeDrawer}
          placement="left"
          width={DRAWER_WIDTH}
          closable={false}
          className="app-menu-drawer"
          styles={{ body: { padding: 0 } }}
          data-testid="side-menu-drawer"
        >
          <div className="app-menu-drawer-panel" data-testid="side-menu-panel">
            <MenuBrand showName onClick={closeDrawer} />
            <SideMenu onNavigate={closeDrawer} />
          </div>
        </Drawer>
      ) : (
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
          <MenuBrand showName={!menuCollapsed} />
          <SideMenu />
        </Layout.Sider>
      )}
      <Layout style={{ marginLeft: narrow ? 0 : menuCollapsed ? COLLAPSED_MENU_WIDTH : MENU_WIDTH }} className="app-main">
        <TopBar
          narrow={narrow}
          menuCollapsed={narrow ? !drawerOpen : menuCollapsed}
          onToggleMenu={() => (narrow ? setDrawerOpen((open) => !open) : setMenuCollapsed((collapsed) => !collapsed))}
        />
        <Layout.Content className="app-content">
          <RouteErrorBoundary>
            <Suspense fallback={<ContentSpinner />}>{children ?? <Outlet />}</Suspense>
          </RouteErrorBoundary>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
