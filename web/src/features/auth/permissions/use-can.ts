import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '../../../app/auth/AuthProvider';
import { canOpen, screenArea, type Permission } from './permissions';

/** The signed-in user's permissions; a user the server sent none for (an older server) is refused nothing here, the server still decides. */
function usePermissions(): readonly Permission[] | undefined {
  return useAuth().user?.permissions;
}

/** Whether the signed-in user's role holds `permission` (e.g. 'users:write'): to show or hide a button. */
export function useCan(permission: Permission): boolean {
  const permissions = usePermissions();
  return permissions === undefined || permissions.includes(permission);
}

/** Whether the user may open a screen, for filtering menus and links. */
export function useCanOpen(): (path: string) => boolean {
  const permissions = usePermissions();
  return useCallback((path: string) => permissions === undefined || canOpen(permissions, path), [permissions]);
}

/** Whether the user may change what the current screen shows (its area's write permission): its Add, Edit and Delete buttons. */
export function useCanChangeHere(): boolean {
  const { pathname } = useLocation();
  const permissions = usePermissions();
  const area = screenArea(pathname);
  return permissions === undefined || area === undefined || permissions.includes(`${area}:write`);
}
