import { useState } from 'react';
import { Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { DISPLAY_DATE_FORMAT, formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { ListDateRange, ListFilterSelect, ListPage, useModalForm } from '../../../shared/list';
import { useCan } from '../../auth/permissions';
import { CashCountForm } from './CashCountForm';
import { CashCountReport } from './CashCountReport';
import { ReopenCashDayModal, type ReopenValues } from './ReopenCashDayModal';
import { API_DATE, useCashAccounts, useCashCountList, type CashCount } from './use-cash-counts';

function columns(actions: { report: (count: CashCount) => void; reopen?: (count: CashCount) => void }): TableColumnsType<CashCount> {
  return [
    { title: 'Date', dataIndex: 'date', key: 'date', width: 120, render: (date: string) => formatDate(date) },
    { title: 'Cash Account', key: 'account', render: (_, count) => `${count.cashAccount.code} ${count.cashAccount.name}` },
    { title: 'Counted', dataIndex: 'countedTotal', key: 'counted', align: 'right', render: (amount: number) => formatTaka(amount) },
    { title: 'Books', dataIndex: 'booksBalance', key: 'books', align: 'right', render: (amount: number) => formatTaka(amount) },
    {
      title: 'Difference',
      key: 'difference',
      align: 'right',
      render: (_, count) => (count.difference === 0 ? 'Agreed' : <Typography.Text type="danger">{`${count.result} ${formatTaka(Math.abs(count.difference))}`}</Typography.Text>),
    },
    { title: 'Counted By', key: 'countedBy', render: (_, count) => count.countedBy.name },
    { title: 'Status', dataIndex: 'status', key: 'status', render: (status: string) => <Tag color={status === 'Counted' ? 'green' : 'orange'}>{status}</Tag> },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, count) => (
        <Space>
          <Button size="small" onClick={() => actions.report(count)} data-testid={`cash-count-report-${count._id}`}>
            Report
          </Button>
          {actions.reopen && count.status === 'Counted' && (
            <Button size="small" danger onClick={() => actions.reopen!(count)} data-testid={`cash-count-reopen-${count._id}`}>
              Reopen
            </Button>
          )}
        </Space>
      ),
    },
  ];
}

/** /accounts/cash-count: the cashier counts the drawer at the day's end; the counts below, each with its day-end report. */
export function CashCountPage() {
  const list = useCashCountList();
  const cashAccounts = useCashAccounts();
  const canReopen = useCan('accounting:write');
  // The counter (Sales) and the administrator count; the Accountant and the Auditor read the counts.
  const canCount = useCan('sales:write');
  const reopenModal = useModalForm<CashCount, ReopenValues>(() => ({ reason: '' }));
  const [reportId, setReportId] = useState<string | null>(null);
  return (
    <ListPage<CashCount>
      resource={{ name: 'Cash Count', plural: 'cash counts', countLabel: 'counts', id: 'cash-count', pluralId: 'cash-counts' }}
      header={{ title: 'Cash Count', subtitle: "Count the drawer by note at the day's end; a difference from the books posts to Cash Over and Short and the day closes for cash.", breadcrumb: [{ title: 'Sales & Revenue' }] }}
      above={canCount ? <CashCountForm onCounted={(count) => setReportId(count._id)} /> : undefined}
      table={{
        list,
        columns: columns({ report: (count) => setReportId(count._id), reopen: canReopen ? reopenModal.openForEdit : undefined }),
        scroll: { x: 960 },
        toolbar: (
          <>
            <ListDateRange list={list} formats={[DISPLAY_DATE_FORMAT, API_DATE]} testId="cash-count-date-range" />
            <ListFilterSelect
              list={list}
              name="cashAccount"
              placeholder="All cash accounts"
              width={240}
              loading={cashAccounts.isLoading}
              options={(cashAccounts.data ?? []).map((account) => ({ value: account._id, label: `${account.code} ${account.name}` }))}
              testId="cash-count-filter-account"
            />
          </>
        ),
      }}
    >
      <ReopenCashDayModal modal={reopenModal} />
      <CashCountReport cashCountId={reportId} onClose={() => setReportId(null)} />
    </ListPage>
  );
}
