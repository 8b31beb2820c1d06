import { useMemo } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCanOpen } from '../../features/auth/permissions';
import { findActiveLink, NAVIGATION_GROUPS, navigationTestId } from './navigation';

/** The menu of every screen; `onNavigate` runs after a link is chosen (the drawer closes). */
export function SideMenu({ onNavigate }: { onNavigate?: () => void } = {}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const activeLink = findActiveLink(pathname);

  const canOpen = useCanOpen();

  // Only the screens the user's role may open; a group left with none is not shown.
  const items = useMemo<MenuProps['items']>(
    () =>
      NAVIGATION_GROUPS.map((group) => ({ ...group, links: group.links.filter((link) => canOpen(link.path)) }))
        .filter((group) => group.links.length > 0)
        .map((group) => ({
          key: group.key,
          icon: group.icon,
          label: <span data-testid={`nav-group-${group.key}`}>{group.label}</span>,
          children: group.links.map((link) => ({
            key: link.path,
            label: (
              <span data-testid={navigationTestId(link.path)}>
                {link.label}
                {link.badge ? <link.badge /> : null}
              </span>
            ),
          })),
        })),
    [canOpen],
  );

  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={activeLink ? [activeLink.path] : []}
      // Open the group of the page the user landed on; afterwards the user opens and closes groups.
      defaultOpenKeys={activeLink ? [activeLink.groupKey] : ['accounting-setup']}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
      data-testid="side-menu"
    />
  );
}
