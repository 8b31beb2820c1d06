import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../shared/components/PageHeader';
import { VatRegisterTab } from './registers/VatRegisterTab';
import { VatReturnTab } from './returns/VatReturnTab';
import { VatPaymentsTab } from './payments/VatPaymentsTab';

const TABS = [
  { key: 'sales', label: 'Sales register', content: () => <VatRegisterTab register="sales" /> },
  { key: 'purchases', label: 'Purchase register', content: () => <VatRegisterTab register="purchases" /> },
  { key: 'return', label: 'Monthly return', content: VatReturnTab },
  { key: 'payments', label: 'Payments', content: VatPaymentsTab },
] as const;

/** /vat: the registers (Mushak-6.2, 6.1), the month's return (9.1) and VAT paid; the open tab in ?tab=. */
export function VatPage() {
  const [params, setParams] = useSearchParams();
  const active = TABS.find((tab) => tab.key === params.get('tab')) ?? TABS[0];
  // A tab's own state (page, search) does not follow it to the next; the registers' range and the month do.
  const open = (key: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of ['page', 'pageSize', 'search']) next.delete(name);
      next.set('tab', key);
      return next;
    }, { replace: true });
  return (
    <>
      <PageHeader title="VAT" subtitle="The Mushak registers, the month's return and the VAT paid to the treasury." breadcrumb={[{ title: 'Financial Management' }]} />
      <Card>
        <Tabs
          activeKey={active.key}
          onChange={open}
          destroyInactiveTabPane
          items={TABS.map(({ key, label, content: Content }) => ({ key, label: <span data-testid={`vat-tab-${key}`}>{label}</span>, children: <Content /> }))}
          data-testid="vat-tabs"
        />
      </Card>
    </>
  );
}
