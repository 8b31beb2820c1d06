import type { ReactNode } from 'react';
import { Card, Col, Row, Statistic, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { DollarOutlined, FallOutlined, RiseOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import { PageHeader } from '../../../shared/components/PageHeader';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { ellipsisColumn, ListTable, useListState } from '../../../shared/list';
import { useCan } from '../../auth/permissions';
import { OwnerTransactionForm } from './OwnerTransactionForm';
import { useOwnerEquitySummary, type EquityAccount, type EquityHistoryRow, type EquityTransactionType } from './use-owner-equity';

const HISTORY_PAGE_SIZE = 10;
const AMBER = 'gold';

function SummaryCard(props: { title: string; amount: number | undefined; loading: boolean; testId: string; color: string; icon: ReactNode }) {
  const { title, amount, loading, testId, color, icon } = props;
  return (
    <Card loading={loading}>
      <Statistic
        title={title}
        value={amount ?? 0}
        prefix={icon}
        valueStyle={{ color }}
        valueRender={() => <span data-testid={testId}>{formatTaka(amount ?? 0)}</span>}
      />
    </Card>
  );
}

const accountColumns: TableColumnsType<EquityAccount> = [
  { title: 'Code', dataIndex: 'code', key: 'code', width: 110 },
  { title: 'Name', dataIndex: 'name', key: 'name' },
  {
    title: 'Balance',
    dataIndex: 'balance',
    key: 'balance',
    align: 'right',
    render: (balance: number) => <Typography.Text strong>{formatTaka(balance)}</Typography.Text>,
  },
];

const historyColumns: TableColumnsType<EquityHistoryRow> = [
  {
    title: 'Date',
    dataIndex: 'date',
    key: 'date',
    width: 130,
    sorter: (left, right) => dayjs(left.date).valueOf() - dayjs(right.date).valueOf(),
    defaultSortOrder: 'descend',
    render: (date: string) => formatDate(date),
  },
  { title: 'Transaction #', dataIndex: 'transactionNumber', key: 'transactionNumber', width: 150 },
  {
    title: 'Type',
    dataIndex: 'type',
    key: 'type',
    width: 130,
    filters: [
      { text: 'Investment', value: 'Investment' },
      { text: 'Drawing', value: 'Drawing' },
    ],
    onFilter: (value, row) => row.type === value,
    render: (type: EquityTransactionType) => <Tag color={type === 'Investment' ? 'blue' : 'volcano'}>{type}</Tag>,
  },
  {
    title: 'Amount',
    dataIndex: 'amount',
    key: 'amount',
    align: 'right',
    width: 170,
    sorter: (left, right) => left.amount - right.amount,
    render: (amount: number) => (
      <Typography.Text strong type={amount < 0 ? 'danger' : 'success'}>
        {amount > 0 ? '+' : ''}
        {formatTaka(amount)}
      </Typography.Text>
    ),
  },
  ellipsisColumn<EquityHistoryRow>('Description', 'description'),
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    width: 110,
    render: (status: string) => <Tag color={status === 'Posted' ? 'green' : AMBER}>{status || 'Pending'}</Tag>,
  },
];

export function OwnerEquityPage() {
  const summary = useOwnerEquitySummary();
  // Recording a drawing or an investment posts to the books: a role that only reads them sees the accounts and history.
  const canChange = useCan('accounting:write');
  const data = summary.data;
  const loading = summary.isLoading;
  const history = useListState({ pageSize: HISTORY_PAGE_SIZE });

  return (
    <>
      <PageHeader
        title="Owner's Equity Management"
        subtitle="Record what the owner puts into the business and takes out of it."
        breadcrumb={[{ title: 'Financial Management' }]}
      />
      {summary.error && <LoadErrorAlert title="Failed to load owner's equity" error={summary.error} onRetry={() => summary.refetch()} className="section-spacing" />}
      <Row gutter={[16, 16]} className="section-spacing">
        <Col xs={24} md={8}>
          <SummaryCard title="Total Owner's Equity" amount={data?.totalEquity} loading={loading} testId="equity-total" color="#1d4ed8" icon={<DollarOutlined />} />
        </Col>
        <Col xs={24} md={8}>
          <SummaryCard title="Total Drawings" amount={data?.totalDrawings} loading={loading} testId="equity-total-drawings" color="#cf1322" icon={<FallOutlined />} />
        </Col>
        <Col xs={24} md={8}>
          <SummaryCard
            title="Total Investments"
            amount={data?.totalInvestments}
            loading={loading}
            testId="equity-total-investments"
            color="#389e0d"
            icon={<RiseOutlined />}
          />
        </Col>
      </Row>
      <Row gutter={[16, 16]} className="section-spacing">
        {canChange && (
          <Col xs={24} lg={10}>
            <Card title="Record Owner Transaction">
              <Tabs
                destroyOnHidden
                defaultActiveKey="drawing"
                items={[
                  {
                    key: 'drawing',
                    label: <span data-testid="equity-tab-drawing">Owner's Drawing</span>,
                    children: <OwnerTransactionForm type="Drawing" />,
                  },
                  {
                    key: 'investment',
                    label: <span data-testid="equity-tab-investment">Owner's Investment</span>,
                    children: <OwnerTransactionForm type="Investment" />,
                  },
                ]}
              />
            </Card>
          </Col>
        )}
        <Col xs={24} lg={canChange ? 14 : 24}>
          <Card title="Equity Account Details">
            <Table<EquityAccount>
              rowKey={(account) => account.id ?? account.code}
              size="middle"
              columns={accountColumns}
              dataSource={data?.accounts?.allEquity ?? []}
              loading={loading}
              pagination={false}
              locale={{ emptyText: 'No equity accounts found' }}
              data-testid="equity-accounts-table"
            />
          </Card>
        </Col>
      </Row>
      <Card title="Investment & Drawing History">
        <ListTable<EquityHistoryRow>
          list={{ ...history, items: data?.transactionHistory ?? [], isFetching: summary.isFetching, error: null, refetch: summary.refetch }}
          rowKey={(row) => row.id ?? `${row.transactionNumber}-${row.type}`}
          columns={historyColumns}
          scroll={{ x: 900 }}
          totalLabel="transactions"
          errorTitle="Failed to load owner's equity"
          emptyText="No investment or drawing transactions found"
          testId="equity-history-table"
        />
      </Card>
    </>
  );
}
