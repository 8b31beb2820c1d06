import { useState } from 'react';
import { Badge, Button, Card, Flex, Select, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { formatDate } from '../../../shared/format/date';
import { ListDateRange, ListFilterSelect, type ListState } from '../../../shared/list';
import { PRODUCT_TYPES } from '../products/types';
import { useProduct } from '../products/use-products';
import type { ExportFormat } from './report-types';

type ReportListState = ListState<{ type?: string; productId?: string; tab?: string }>;

interface ReportFiltersBarProps {
  state: ReportListState;
  period?: { startDate: string; endDate: string };
  onExport: (format: ExportFormat) => void;
  exporting: boolean;
}

/** Product type and date range (kept in the URL), the product the report is scoped to, and Export Report. */
export function ReportFiltersBar({ state, period, onExport, exporting }: ReportFiltersBarProps) {
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const productId = state.filters.productId;
  const product = useProduct(productId);
  return (
    <Card className="section-spacing">
      <Flex gap={12} wrap="wrap" align="center" justify="space-between">
        <Flex gap={12} wrap="wrap" align="center">
          <ListFilterSelect list={state} name="type" values={PRODUCT_TYPES} placeholder="All product types" testId="report-filter-type" />
          <div data-testid="report-filter-dates">
            <ListDateRange list={state} testId="report-filter-range" />
          </div>
          {productId && (
            <Tag closable onClose={() => state.setFilter('productId', undefined)} color="blue" data-testid="report-filter-product">
              Product: {product.data?.name ?? '…'}
            </Tag>
          )}
          {period && (
            <Typography.Text type="secondary" data-testid="report-period">
              {formatDate(period.startDate)} – {formatDate(period.endDate)}
            </Typography.Text>
          )}
        </Flex>
        <Flex gap={8} wrap="wrap">
          <Select<ExportFormat>
            value={format}
            onChange={setFormat}
            style={{ width: 100 }}
            options={[
              { value: 'xlsx', label: 'Excel' },
              { value: 'csv', label: 'CSV' },
            ]}
            data-testid="report-export-format"
          />
          <Button type="primary" icon={<DownloadOutlined />} loading={exporting} onClick={() => onExport(format)} data-testid="report-export">
            Export Report
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

export function LowStockLabel({ count }: { count?: number }) {
  return (
    <span data-testid="report-tab-low-stock">
      Low Stock <Badge count={count ?? 0} showZero size="small" color={count ? '#cf1322' : '#bfbfbf'} />
    </span>
  );
}
