import { Button, Card, Tabs } from 'antd';
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../shared/components/PageHeader';
import { useListState } from '../../../shared/list';
import { PRODUCTS_ROUTE, productRoutes } from '../products/product-rules';
import { ExportProgress } from './ExportProgress';
import { LowStockTab } from './LowStockTab';
import { MovementTab } from './MovementTab';
import { OverviewTab } from './OverviewTab';
import { PerformanceTab } from './PerformanceTab';
import { LowStockLabel, ReportFiltersBar } from './ReportFiltersBar';
import type { ReportFilters } from './report-types';
import { useExportJob } from './use-export-job';
import { REPORT_PAGE_SIZE, useInventoryReport, useRefreshReports } from './use-inventory-reports';

const API_DATE = 'YYYY-MM-DD';

/** /products/reports (?productId scopes it to one product): Overview, Performance, Low Stock, Movement History, export. */
export function InventoryReportsPage() {
  const navigate = useNavigate();
  const state = useListState<{ type?: string; productId?: string; tab?: string }>({ pageSize: REPORT_PAGE_SIZE, filters: ['type', 'productId', 'tab'], dateRange: true });
  const filters: ReportFilters = {
    type: state.filters.type,
    productId: state.filters.productId,
    startDate: state.dateRange?.[0]?.format(API_DATE),
    endDate: state.dateRange?.[1]?.format(API_DATE),
  };
  const report = useInventoryReport(filters);
  const refresh = useRefreshReports();
  const exportJob = useExportJob();
  // A change of filter starts each table afresh at page 1.
  const filterKey = JSON.stringify(filters);

  return (
    <>
      <PageHeader
        title="Inventory Reports"
        subtitle="Stock value, product performance, low stock and movements."
        breadcrumb={[{ title: 'Inventory & Stock' }, { title: 'Products', path: PRODUCTS_ROUTE }]}
        actions={
          <>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(filters.productId ? productRoutes.details(filters.productId) : PRODUCTS_ROUTE)} data-testid="report-back">
              Back
            </Button>
            <Button icon={<ReloadOutlined />} onClick={() => refresh()} loading={report.isFetching && !report.isLoading} data-testid="report-refresh">
              Refresh
            </Button>
          </>
        }
      />
      <ReportFiltersBar state={state} period={report.data?.period} exporting={exportJob.isRunning} onExport={(format) => exportJob.start('comprehensive', format, filters)} />
      <ExportProgress exportJob={exportJob} />
      <Card>
        <Tabs
          activeKey={state.filters.tab ?? 'overview'}
          onChange={(key) => state.setFilter('tab', key === 'overview' ? undefined : key)}
          destroyOnHidden
          items={[
            { key: 'overview', label: <span data-testid="report-tab-overview">Overview</span>, children: <OverviewTab report={report} /> },
            { key: 'performance', label: <span data-testid="report-tab-performance">Performance</span>, children: <PerformanceTab key={filterKey} filters={filters} /> },
            {
              key: 'low-stock',
              label: <LowStockLabel count={report.data?.summary.lowStockCount} />,
              children: <LowStockTab key={filterKey} filters={filters} exporting={exportJob.isRunning} onExport={() => exportJob.start('lowstock', 'xlsx', filters)} />,
            },
            { key: 'movements', label: <span data-testid="report-tab-movements">Movement History</span>, children: <MovementTab key={filterKey} filters={filters} /> },
          ]}
        />
      </Card>
    </>
  );
}
