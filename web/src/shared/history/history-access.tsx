import type { TabsProps } from 'antd';
import { useCan } from '../../features/auth/permissions';
import { EntityHistory } from './EntityHistory';
import { historyReadPermission } from './history-permission';

/** Whether the signed-in user may read the stream's history (to show its History tab or button). */
export const useCanReadHistory = (stream: string) => useCan(historyReadPermission(stream));

type TabItem = NonNullable<TabsProps['items']>[number];

/**
 * A details screen's History tab for the entity's stream (e.g. `product-<id>`), as a list of
 * Tabs items to spread into the screen's own: empty for a role that may not read it.
 */
export function useHistoryTab(stream: string): TabItem[] {
  const canRead = useCanReadHistory(stream);
  if (!canRead) return [];
  return [{ key: 'history', label: <span data-testid="history-tab">History</span>, children: <EntityHistory stream={stream} /> }];
}
