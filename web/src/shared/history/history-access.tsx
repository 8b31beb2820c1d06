import type { TabsProps } from 'antd';
import { useCan, type Permission } from '../../features/auth/permissions';
import { EntityHistory } from './EntityHistory';

/**
 * The area each kind of stream belongs to: whoever reads the area reads its entities' histories.
 * The mirror of `streamReadArea` in services/command-api/src/auth/role-policy.ts (the server
 * decides; this only keeps a role from being shown a History it would be refused). A prefix ending
 * in `-` names a kind (`customer-<id>`), any other name one stream; a stream of no kind here is the
 * audit trail's.
 */
const AREAS_BY_STREAM: readonly (readonly [name: string, area: string])[] = [
  ['customer-', 'sales'],
  ['invoice-', 'sales'],
  ['booking-', 'sales'],
  ['product-', 'inventory'],
  ['motorcycle-', 'inventory'],
  ['purchase-', 'inventory'],
  ['supplier-', 'inventory'],
  ['vehicle-', 'inventory'],
  ['requisition-', 'inventory'],
  ['chart-of-accounts', 'accounting'],
  ['books-closing', 'accounting'],
  ['gl-class-', 'accounting'],
  ['gl-group-', 'accounting'],
  ['gl-account-', 'accounting'],
  ['journal-entry-', 'accounting'],
  ['transfer-', 'accounting'],
  ['expense-', 'accounting'],
  ['owner-equity-', 'accounting'],
  ['profit-transfer-', 'accounting'],
  ['payable-', 'accounting'],
  ['receivable-', 'accounting'],
  ['bad-debt-', 'accounting'],
  ['reconciliation-', 'accounting'],
  ['reconciled-account-', 'accounting'],
  ['payment-method-', 'payment-methods'],
  ['user-', 'users'],
  ['settings-business', 'settings'],
];

const namesStream = (name: string, stream: string) => (name.endsWith('-') ? stream.length > name.length && stream.startsWith(name) : stream === name);

/** The permission that reads a stream's history: its kind's area's read, else the audit trail's. */
export function historyReadPermission(stream: string): Permission {
  const found = AREAS_BY_STREAM.filter(([name]) => namesStream(name, stream)).sort((left, right) => right[0].length - left[0].length)[0];
  return `${found?.[1] ?? 'audit'}:read`;
}

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
