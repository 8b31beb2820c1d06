import { Card, Result } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { PageHeader, type BreadcrumbStep } from '../../shared/components/PageHeader';

/** Stands in for a screen of the spec that is not built yet, so every route and menu entry works. */
export function PlaceholderPage({ title, breadcrumb }: { title: string; breadcrumb?: BreadcrumbStep[] }) {
  return (
    <>
      <PageHeader title={title} breadcrumb={breadcrumb} />
      <Card>
        <Result icon={<ClockCircleOutlined />} title={title} subTitle="This screen arrives in a later release." data-testid="placeholder-screen" />
      </Card>
    </>
  );
}
