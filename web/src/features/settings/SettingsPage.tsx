import { Suspense } from 'react';
import { Card, Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../shared/components/PageHeader';
import { useAuth } from '../../app/auth/AuthProvider';
import { SETTINGS_TABS } from './settings-tabs';

/** /settings: one tab per settings area (settings-tabs.ts), the open one in ?tab=. */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const permissions = useAuth().user?.permissions;
  const tabs = SETTINGS_TABS.filter((tab) => !tab.permission || !permissions || permissions.includes(tab.permission));
  const active = tabs.find((tab) => tab.key === params.get('tab')) ?? tabs[0];
  return (
    <>
      <PageHeader title="Settings" subtitle="How the business presents itself on its documents, and how it works." breadcrumb={[{ title: 'System Settings' }]} />
      <Card>
        <Tabs
          activeKey={active.key}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          destroyInactiveTabPane
          items={tabs.map(({ key, label, content: Content }) => ({
            key,
            label: <span data-testid={`settings-tab-${key}`}>{label}</span>,
            children: (
              <Suspense fallback={<Skeleton active />}>
                <Content />
              </Suspense>
            ),
          }))}
          data-testid="settings-tabs"
        />
      </Card>
    </>
  );
}
