import { useEffect, useState, type ReactNode } from 'react';
import { Badge, Form, Space, Tabs, type FormInstance } from 'antd';

export interface FormTab {
  key: string;
  label: string;
  /** The first segment of the names of the fields on this tab, e.g. 'location' for location.warehouse. */
  fields: string[];
  children: ReactNode;
}

/** How many fields of each tab have an error. */
function errorCounts(form: FormInstance, tabs: FormTab[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { name, errors } of form.getFieldsError()) {
    if (errors.length === 0) continue;
    const tab = tabs.find((candidate) => candidate.fields.includes(String(name[0])));
    if (tab) counts[tab.key] = (counts[tab.key] ?? 0) + 1;
  }
  return counts;
}

/**
 * A form's fields on tabs. Every tab is rendered (hidden when not shown) so all fields validate and
 * submit; a tab with errors shows their count, and a failed save opens the first such tab when the
 * one in view has none.
 */
export function FormTabs({ tabs, resetKey, testId }: { tabs: FormTab[]; resetKey: unknown; testId: string }) {
  const form = Form.useFormInstance();
  const [active, setActive] = useState(tabs[0].key);
  useEffect(() => setActive(tabs[0].key), [resetKey]);

  return (
    <Form.Item noStyle shouldUpdate>
      {() => <TabsWithErrors tabs={tabs} counts={errorCounts(form, tabs)} active={active} setActive={setActive} testId={testId} />}
    </Form.Item>
  );
}

interface TabsWithErrorsProps {
  tabs: FormTab[];
  counts: Record<string, number>;
  active: string;
  setActive: (key: string) => void;
  testId: string;
}

function TabsWithErrors({ tabs, counts, active, setActive, testId }: TabsWithErrorsProps) {
  const signature = tabs.map((tab) => counts[tab.key] ?? 0).join(',');
  useEffect(() => {
    if (counts[active]) return;
    const firstWithErrors = tabs.find((tab) => counts[tab.key]);
    if (firstWithErrors) setActive(firstWithErrors.key);
    // Only a change in the errors moves the tab; the user's own tab choice never does.
  }, [signature]);

  return (
    <Tabs
      activeKey={active}
      onChange={setActive}
      size="small"
      data-testid={testId}
      items={tabs.map((tab) => ({
        key: tab.key,
        forceRender: true,
        label: (
          <Space size={6} data-testid={`${testId}-${tab.key}`}>
            {tab.label}
            {counts[tab.key] ? <Badge count={counts[tab.key]} size="small" /> : null}
          </Space>
        ),
        children: tab.children,
      }))}
    />
  );
}
