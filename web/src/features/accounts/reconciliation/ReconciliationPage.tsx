import { useState } from 'react';
import { App, Button, Card, Col, Row, Space, Statistic, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { ExportOutlined, FileSearchOutlined, PlusOutlined } from '@ant-design/icons';
import { apiClient } from '../../../shared/api/api-client';
import { saveFile } from '../../../shared/browser/save-file';
import { PageHeader } from '../../../shared/components/PageHeader';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { useCan } from '../../auth/permissions';
import { reconciliationsToCsv } from './reconciliation-csv';
import { ReconciliationStatement } from './ReconciliationStatement';
import { ReconciliationWizard } from './ReconciliationWizard';
import { useReconciliationList, type ReconciliationSummaryRow } from './use-reconciliation';

const STATUS_COLOR: Record<string, string> = { Completed: 'green', 'In Progress': 'blue' };

/** Bank Reconciliation (/accounts/reconciliation): the summary, the actions, the history; the wizard and the statement in modals. */
export function ReconciliationPage() {
  const { message } = App.useApp();
  // Starting and continuing one changes the books; its statements and export are reads.
  const canChange = useCan('accounting:write');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [wizard, setWizard] = useState<{ open: boolean; continueId: string | null }>({ open: false, continueId: null });
  const [statementId, setStatementId] = useState<string | null>(null);
  const list = useReconciliationList({ page, limit });
  const rows = list.data?.reconciliations ?? [];
  const summary = list.data?.summary;

  const exportHistory = async () => {
    const all = await apiClient.get<{ reconciliations: ReconciliationSummaryRow[] }>('/accounts/reconciliations', { page: 1, limit: 1000 });
    saveFile(reconciliationsToCsv(all.reconciliations), 'text/csv', 'bank-reconciliations.csv');
    message.success(`Exported ${all.reconciliations.length} reconciliations`);
  };
  const latestCompleted = rows.find((row) => row.status === 'Completed') ?? rows[0];

  const columns: TableColumnsType<ReconciliationSummaryRow> = [
    { title: 'Account', key: 'account', width: 170, render: (_, row) => `${row.account.code} ${row.account.name}` },
    { title: 'Statement Date', dataIndex: 'statementDate', key: 'statementDate', width: 125, render: (date: string) => formatDate(date) },
    { title: 'Statement Balance', dataIndex: 'statementBalance', key: 'statementBalance', width: 130, align: 'right', render: (amount: number) => formatTaka(amount) },
    { title: 'Ledger Balance', dataIndex: 'ledgerBalance', key: 'ledgerBalance', width: 120, align: 'right', render: (amount: number) => formatTaka(amount) },
    { title: 'Last Reconciled', dataIndex: 'bookBalance', key: 'bookBalance', width: 120, align: 'right', render: (amount: number) => formatTaka(amount) },
    { title: 'Difference', dataIndex: 'difference', key: 'difference', width: 100, align: 'right', render: (amount: number | null) => (amount === null ? '—' : formatTaka(amount)) },
    { title: 'Status', dataIndex: 'status', key: 'status', width: 105, render: (status: string, row) => <Tag color={row.status === 'In Progress' && row.difference !== null && !row.balanced ? 'red' : STATUS_COLOR[status]}>{status}</Tag> },
    { title: 'Started By', key: 'startedBy', width: 115, render: (_, row) => row.startedBy.name },
    {
      title: 'Actions',
      key: 'actions',
      width: 130,
      render: (_, row) => (
        <Space wrap size={4}>
          {row.status === 'In Progress' && canChange && <Button size="small" type="primary" onClick={() => setWizard({ open: true, continueId: row._id })} data-testid={`continue-reconciliation-${row._id}`}>Continue</Button>}
          <Button size="small" onClick={() => setStatementId(row._id)} data-testid={`statement-reconciliation-${row._id}`}>Statement</Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Bank Reconciliation" subtitle="Match the bank statement against the books, post bank charges and interest, and keep the statement." breadcrumb={[{ title: 'Financial Management' }]} />
      <Row gutter={12} style={{ marginBottom: 12 }} data-testid="reconciliation-summary">
        <Col xs={12} md={6}><Card size="small"><Statistic title="Total" value={summary?.total ?? 0} /></Card></Col>
        <Col xs={12} md={6}><Card size="small"><Statistic title="Balanced" value={summary?.balanced ?? 0} valueStyle={{ color: '#389e0d' }} /></Card></Col>
        <Col xs={12} md={6}><Card size="small"><Statistic title="In Progress" value={summary?.inProgress ?? 0} valueStyle={{ color: '#1677ff' }} /></Card></Col>
        <Col xs={12} md={6}><Card size="small"><Statistic title="Unbalanced" value={summary?.unbalanced ?? 0} valueStyle={{ color: '#cf1322' }} /></Card></Col>
      </Row>
      <Row gutter={12} style={{ marginBottom: 12 }}>
        {canChange && (
          <Col xs={24} md={8}>
            <Card size="small" hoverable onClick={() => setWizard({ open: true, continueId: null })} data-testid="start-reconciliation">
              <Space><PlusOutlined /><Typography.Text strong>Start Reconciliation</Typography.Text></Space>
              <div><Typography.Text type="secondary">Upload a statement (CSV or XLSX) and match it</Typography.Text></div>
            </Card>
          </Col>
        )}
        <Col xs={24} md={8}>
          <Card size="small" hoverable onClick={() => void exportHistory()} data-testid="export-reconciliations">
            <Space><ExportOutlined /><Typography.Text strong>Export</Typography.Text></Space>
            <div><Typography.Text type="secondary">The history as CSV</Typography.Text></div>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small" hoverable onClick={() => (latestCompleted ? setStatementId(latestCompleted._id) : message.info('No reconciliation yet'))} data-testid="view-reconciliation-reports">
            <Space><FileSearchOutlined /><Typography.Text strong>View Reports</Typography.Text></Space>
            <div><Typography.Text type="secondary">The latest reconciliation statement, printable</Typography.Text></div>
          </Card>
        </Col>
      </Row>
      <Table<ReconciliationSummaryRow>
        rowKey="_id"
        data-testid="reconciliations-table"
        loading={list.isLoading}
        dataSource={rows}
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No reconciliations yet' }}
        pagination={{
          current: page,
          pageSize: limit,
          total: list.data?.pagination.total ?? 0,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total) => `${total} ${total === 1 ? 'reconciliation' : 'reconciliations'}`,
          onChange: (next, size) => {
            setPage(size !== limit ? 1 : next);
            setLimit(size);
          },
        }}
      />
      <ReconciliationWizard open={wizard.open} continueId={wizard.continueId} onClose={() => setWizard({ open: false, continueId: null })} />
      <ReconciliationStatement reconciliationId={statementId} onClose={() => setStatementId(null)} />
    </>
  );
}
