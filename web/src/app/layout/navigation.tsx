import type { ComponentType, ReactNode } from 'react';
import {
  AppstoreOutlined,
  CarOutlined,
  DollarOutlined,
  FundOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
} from '@ant-design/icons';

import { matchPath } from 'react-router-dom';
import type { MenuGroupKey } from '../../shared/routing/feature-routes';
import { FEATURE_ROUTES } from '../feature-routes';

export interface NavigationLink {
  label: string;
  path: string;
  /** Shown after the label (a count of things waiting). */
  badge?: ComponentType;
}

export interface NavigationGroup {
  key: MenuGroupKey;
  label: string;
  icon: ReactNode;
  links: NavigationLink[];
}

/** The side menu's groups in the spec's order; each feature's routes name the group of their menu entries. */
const MENU_GROUPS: Omit<NavigationGroup, 'links'>[] = [
  { key: 'sales', label: 'Sales & Revenue', icon: <ShoppingCartOutlined /> },
  { key: 'customers', label: 'Customer Management', icon: <TeamOutlined /> },
  { key: 'vehicles', label: 'Vehicle Management', icon: <CarOutlined /> },
  { key: 'inventory', label: 'Inventory & Stock', icon: <AppstoreOutlined /> },
  { key: 'finance', label: 'Financial Management', icon: <FundOutlined /> },
  { key: 'accounting-setup', label: 'Accounting Setup', icon: <DollarOutlined /> },
  { key: 'system', label: 'System Settings', icon: <SettingOutlined /> },
];

export const NAVIGATION_GROUPS: NavigationGroup[] = MENU_GROUPS.map((group) => ({
  ...group,
  links: FEATURE_ROUTES.flatMap(({ menu, path }) => (menu?.group === group.key ? [{ label: menu.label, path, badge: menu.badge }] : [])),
}));

const ALL_LINKS = NAVIGATION_GROUPS.flatMap((group) => group.links.map((link) => ({ ...link, groupKey: group.key })));

/** Screens reached from another screen rather than the menu light up their parent's entry. */
const MENU_PARENTS = FEATURE_ROUTES.filter((route) => route.menuParent);

/** The menu entry for a location: the longest menu path the location is, or lies under. */
export function findActiveLink(location: string) {
  const pathname = MENU_PARENTS.find((route) => matchPath(route.path, location))?.menuParent ?? location;
  return ALL_LINKS.filter((link) => pathname === link.path || pathname.startsWith(`${link.path}/`)).sort(
    (left, right) => right.path.length - left.path.length,
  )[0];
}

/** "/accounts/glclasses" → "nav-accounts-glclasses": a stable test id per menu entry. */
export function navigationTestId(path: string): string {
  return `nav${path.replace(/\//g, '-')}`;
}
