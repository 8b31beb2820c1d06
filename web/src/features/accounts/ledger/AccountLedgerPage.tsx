import { useState } from 'react';
import { Button, Card, Flex, Result, Skeleton, Space, Typography, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../../shared/api/api-error';
import { PageHeader } from '../../../shared/components/PageHeader';
import { HistoryButton } from '../../../shared/history';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { ellipsisColumn, ListDateRange, ListTable, rangeTotal } from '../../../shared/list';
import { JournalEntryDetailsModal } from '../journal-entries/JournalEntryDetailsModal';
import { entryNumberOrDraft } from '../journal-entries/journal-format';
import { ClassTypeTag } from '../shared/ClassTypeTag';
import type { LedgerLine } from './types';
import './ledger.css';
import { useAccountLedger } from './use-account-ledger';

const CHART_OF_ACCOUNTS_PATH = '/accounts/chartofaccounts';

/** Opening (above the lines) and closing (below them) balance of the chosen period. */
function BalanceLine({ label, hint, amount, testId, loading }: { label: string; hint?: string; amount: number | undefined; testId: string; loading: boolean }) {
  return (
    <Flex justify="space-between" align="center" className="ledger-balance-line">
      <Typography.Text strong>
        {label}
        {hint && (
          <Typography.Text type="secondary" style={{ fontWeight: 400 }}>
            {' '}
            ({hint})
          </Typography.Text>
        )}
      </Typography.Text>
      {loading && amount === undefined ? (
        <Skeleton.Input active size="small" />
      ) : (
        <Typography.Text strong type={amount !== undefined && amount < 0 ? 'danger' : undefined} style={{ fontSize: 16 }} data-testid={testId}>
          {formatTaka(amount)}
        </Typography.Text>
      )}
    </Flex>
  );
}

export function AccountLedgerPage() {
  const { accountId = '' } = useParams<{ accountId: string }>();
  const navigate = useNavigate();
  const location = useLocation();
  const [viewingEntryId, setViewingEntryId] = useState<string | null>(null);
  const ledger = useAccountLedger(accountId);
  const { data, dateRange } = ledger;
  const account = data?.account;

  // Back to where the user came from; a ledger opened directly goes back to the chart.
  const goBack = () => (location.key !== 'default' ? navigate(-1) : navigate(CHART_OF_ACCOUNTS_PATH));
  const backButton = (
    <Button icon={<ArrowLeftOutlined />} onClick={goBack} data-testid="ledger-back">
      Back
    </Button>
  );

  if (ledger.error instanceof ApiError && ledger.error.status === 404) {
    return (
      <>
        <PageHeader title="Account Ledger" breadcrumb={[{ title: 'Chart of Accounts', path: CHART_OF_ACCOUNTS_PATH }]} />
        <Card data-testid="ledger-not-found">
          <Result status="404" title="Account not found" subTitle="This GL account does not exist or was removed." extra={backButton} />
        </Card>
      </>
    );
  }

  const columns: TableColumnsType<LedgerLine> = [
    { title: 'Date', dataIndex: 'date', key: 'date', width: 120, render: (date: string) => formatDate(date) },
    {
      title: 'Entry Number',
      key: 'entryNumber',
      width: 130,
      render: (_, line) =>
        line.journalEntryId ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setViewingEntryId(line.journalEntryId)} data-testid={`ledger-entry-${line._id}`}>
            {entryNumberOrDraft(line.entryNumber)}
          </Button>
        ) : (
          entryNumberOrDraft(line.entryNumber)
        ),
    },
    { title: 'Reference', dataIndex: 'reference', key: 'reference', width: 130, render: (reference: string | null) => reference || '—' },
    ellipsisColumn<LedgerLine>('Description', 'description', { width: 'rest' }),
    { title: 'Debit', dataIndex: 'debit', key: 'debit', align: 'right', width: 140, render: (amount: number) => (amount > 0 ? formatTaka(amount) : '—') },
    { title: 'Credit', dataIndex: 'credit', key: 'credit', align: 'right', width: 140, render: (amount: number) => (amount > 0 ? formatTaka(amount) : '—') },
    {
      title: 'Balance',
      dataIndex: 'balance',
      key: 'balance',
      align: 'right',
      width: 160,
      render: (amount: number) => (
        <Typography.Text strong type={amount < 0 ? 'danger' : undefined}>
          {formatTaka(amount)}
        </Typography.Text>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Account Ledger"
        subtitle="Every posted line on this account, with the running balance on its normal side."
        breadcrumb={[{ title: 'Chart of Accounts', path: CHART_OF_ACCOUNTS_PATH }]}
        actions={
          <>
            {backButton}
            <HistoryButton stream={`gl-account-${accountId}`} title="GL account history" testId="gl-account-history" />
            <Button icon={<ReloadOutlined />} onClick={() => ledger.refetch()} loading={ledger.isFetching} data-testid="ledger-refresh">
              Refresh
            </Button>
          </>
        }
      />
      <Card className="section-spacing">
        <Flex justify="space-between" align="center" gap={16} wrap="wrap">
          {account ? (
            <Space size={12} wrap data-testid="ledger-account">
              <Typography.Title level={4} style={{ margin: 0 }}>
                <span data-testid="ledger-account-code">{account.code}</span> · <span data-testid="ledger-account-name">{account.name}</span>
              </Typography.Title>
              <ClassTypeTag type={account.type} />
            </Space>
          ) : (
            <Skeleton.Input active={ledger.isLoading} style={{ width: 280 }} />
          )}
          <ListDateRange list={ledger} testId="ledger-date-range" />
        </Flex>
      </Card>
      <Card>
        <BalanceLine
          label="Opening Balance"
          hint={dateRange?.[0] ? `before ${formatDate(dateRange[0].toDate())}` : undefined}
          amount={data?.openingBalance}
          testId="ledger-opening-balance"
          loading={ledger.isLoading}
        />
        <ListTable<LedgerLine>
          list={ledger}
          columns={columns}
          // Description takes what the other columns leave, so Balance stays in view at 1366 px.
          scroll={{ x: 900 }}
          totalLabel={rangeTotal('lines')}
          errorTitle="Failed to load the account ledger."
          emptyText="No postings in this period"
          testId="ledger-table"
        />
        <BalanceLine
          label="Closing Balance"
          hint={dateRange?.[1] ? `as of ${formatDate(dateRange[1].toDate())}` : undefined}
          amount={data?.closingBalance}
          testId="ledger-closing-balance"
          loading={ledger.isLoading}
        />
      </Card>
      <JournalEntryDetailsModal entryId={viewingEntryId} onClose={() => setViewingEntryId(null)} onOpenEntry={setViewingEntryId} />
    </>
  );
}
