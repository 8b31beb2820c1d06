import type { ReactNode } from 'react';
import { Button, Select } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { PageHeader, type BreadcrumbStep } from '../../shared/components/PageHeader';

export interface DashboardHeaderProps<Period extends string> {
  title: string;
  breadcrumb?: BreadcrumbStep[];
  /** The period shown once loaded, a line about the screen before. */
  subtitle: ReactNode;
  period: Period;
  periodOptions: readonly { value: Period; label: string }[];
  onPeriodChange: (period: Period) => void;
  onRefresh: () => void;
  refreshing: boolean;
  /** Prefix of the controls' test ids: `${testId}-period`, `${testId}-refresh`. */
  testId: string;
}

/** The head of both dashboards: title and breadcrumb, the period shown, a period selector and Refresh. */
export function DashboardHeader<Period extends string>({ title, breadcrumb, subtitle, period, periodOptions, onPeriodChange, onRefresh, refreshing, testId }: DashboardHeaderProps<Period>) {
  return (
    <PageHeader
      title={title}
      breadcrumb={breadcrumb}
      subtitle={subtitle}
      actions={
        <>
          <Select<Period> value={period} onChange={onPeriodChange} options={[...periodOptions]} style={{ width: 160 }} aria-label="Period" data-testid={`${testId}-period`} />
          <Button icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh} data-testid={`${testId}-refresh`}>
            Refresh
          </Button>
        </>
      }
    />
  );
}
