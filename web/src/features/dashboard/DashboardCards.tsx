import type { ReactNode } from 'react';
import { Card, Col, List, Statistic, Table, Typography, type ColProps, type TableColumnsType } from 'antd';

interface KpiCardProps {
  /** After `kpi-` in the value's test id. */
  testId: string;
  title: string;
  value: ReactNode;
  icon: ReactNode;
  color: string;
  /** A line under the figure (growth, what it is made of). */
  footer?: ReactNode;
}

/** One key figure of a dashboard, in its colour and with its icon. */
export function KpiCard({ testId, title, value, icon, color, footer }: KpiCardProps) {
  return (
    <Card size="small" className="dashboard-kpi" style={{ height: '100%' }}>
      <Statistic title={title} value={0} prefix={icon} valueStyle={{ color }} valueRender={() => <span data-testid={`kpi-${testId}`}>{value}</span>} />
      {footer && (
        <Typography.Text type="secondary" className="dashboard-kpi-footer">
          {footer}
        </Typography.Text>
      )}
    </Card>
  );
}

interface TableCardProps<Row> {
  span: ColProps;
  title: string;
  extra?: ReactNode;
  rows: Row[];
  columns: TableColumnsType<Row>;
  rowKey?: string;
  emptyText?: string;
  /** Scrolls sideways on a narrow screen rather than squeezing its columns (all but the narrowest tables). */
  scroll?: boolean;
  /** Above the table (a chart). */
  children?: ReactNode;
}

/** A dashboard's small unpaged table in its card. */
export function TableCard<Row extends object>({ span, title, extra, rows, columns, rowKey = '_id', emptyText, scroll = true, children }: TableCardProps<Row>) {
  return (
    <Col {...span}>
      <Card size="small" title={title} extra={extra}>
        {children}
        <Table<Row>
          size="small"
          rowKey={rowKey}
          pagination={false}
          scroll={scroll ? { x: 'max-content' } : undefined}
          dataSource={rows}
          locale={emptyText === undefined ? undefined : { emptyText }}
          columns={columns}
        />
      </Card>
    </Col>
  );
}

interface ListCardProps<Item> {
  span: ColProps;
  title: string;
  items: Item[];
  emptyText: string;
  renderItem: (item: Item) => ReactNode;
}

/** A dashboard's short list in its card (recent activities, balances). */
export function ListCard<Item>({ span, title, items, emptyText, renderItem }: ListCardProps<Item>) {
  return (
    <Col {...span}>
      <Card size="small" title={title}>
        <List size="small" dataSource={items} locale={{ emptyText }} renderItem={renderItem} />
      </Card>
    </Col>
  );
}
