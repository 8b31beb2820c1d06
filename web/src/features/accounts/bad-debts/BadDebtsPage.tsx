import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Typography, type TableColumnsType } from 'antd';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { amountColumn, CellNote, EllipsisText, ListFilterSelect, ListPage, useCrudScreen, type CrudModalProps, type CrudRowActions, type ListResource } from '../../../shared/list';
import { StatusTag } from '../shared/StatusTag';
import { SummaryCards } from '../shared/SummaryCards';
import { useAllGlAccounts } from '../shared/use-account-options';
import { BadDebtActions } from './BadDebtActions';
import { BadDebtFormModal } from './BadDebtFormModal';
import type { Receivable } from '../receivables/use-receivables';
import { BAD_DEBT_STATUSES, toBadDebtFormValues, useBadDebtActions, useBadDebtList, useBadDebtTransition, useReceivable, type BadDebt, type BadDebtFormValues, type BadDebtStatus } from './use-bad-debts';

const BAD_DEBT_RESOURCE: ListResource = { name: 'Bad Debt', plural: 'bad debts', countLabel: 'records', id: 'bad-debt', pluralId: 'bad-debts' };
const STATUS_COLORS: Record<BadDebtStatus, string> = { Draft: 'default', Approved: 'blue', Posted: 'green' };
/** The receivables screen opens the write-off form on one receivable: `?writeOff={receivableId}`. */
const WRITE_OFF_PARAM = 'writeOff';

const money = (amount: number) => formatTaka(amount);

const columns: TableColumnsType<BadDebt> = [
  { title: 'Customer', key: 'customer', width: 160, render: (_, badDebt) => badDebt.customer.name },
  {
    title: 'Invoice',
    key: 'invoice',
    width: 120,
    render: (_, badDebt) => badDebt.invoice?.invoiceNumber ?? <Typography.Text type="secondary">Entered by hand</Typography.Text>,
  },
  amountColumn<BadDebt>('Write-off Amount', 'writeOffAmount', {
    width: 150,
    note: (badDebt, amount) => (badDebt.status === 'Posted' && badDebt.postedAmount !== amount ? `${money(badDebt.postedAmount)} posted` : `of ${money(badDebt.originalAmount)}`),
  }),
  { title: 'Write-off Date', dataIndex: 'writeOffDate', key: 'writeOffDate', width: 120, render: (date: string) => formatDate(date) },
  {
    title: 'Reason',
    dataIndex: 'reason',
    key: 'reason',
    width: 190,
    render: (reason: string, badDebt) => (
      <>
        {reason}
        {badDebt.notes && (
          <CellNote>
            <EllipsisText text={badDebt.notes} maxWidth={166} />
          </CellNote>
        )}
      </>
    ),
  },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 100, render: (status: BadDebtStatus) => <StatusTag status={status} colors={STATUS_COLORS} /> },
];

export function BadDebtsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromReceivables = useReceivable(searchParams.get(WRITE_OFF_PARAM));
  // The receivable the write-off was opened on, kept while its form is open.
  const [chosen, setChosen] = useState<Receivable | null>(null);
  const approve = useBadDebtTransition('approve');
  const post = useBadDebtTransition('post');
  const rowActions: CrudRowActions<BadDebt> = {
    // Approve, post, edit and delete all change the books: a role that only reads them gets no buttons.
    cell: (badDebt, { edit, remove, canChange }) => canChange && <BadDebtActions badDebt={badDebt} approve={approve} post={post} onEdit={edit} remove={remove} />,
    width: 150,
  };
  // The form knows the receivable chosen on the receivables screen (its customer is then fixed).
  const form = useMemo(() => (props: CrudModalProps<BadDebtFormValues, BadDebt>) => <BadDebtFormModal {...props} receivable={chosen} />, [chosen]);
  const glAccounts = useAllGlAccounts();
  const defaultAccountId = glAccounts.data?.find((account) => account.systemRole === 'badDebtExpense')?._id;
  const toFormValues = (badDebt: BadDebt | null) => toBadDebtFormValues(badDebt, chosen, defaultAccountId);
  const screen = useCrudScreen(BAD_DEBT_RESOURCE, { useList: useBadDebtList, useActions: useBadDebtActions, toFormValues, form, rowActions });

  useEffect(() => {
    if (!fromReceivables.data) return;
    setChosen(fromReceivables.data);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(WRITE_OFF_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [fromReceivables.data?._id]);
  // Opened once the chart is read, so the form starts on Bad Debt Expense however slow the accounts come.
  const accountsRead = !glAccounts.isLoading;
  useEffect(() => {
    if (chosen && accountsRead) screen.modal.openForCreate();
  }, [chosen?._id, accountsRead]);
  useEffect(() => {
    if (!screen.modal.open) setChosen(null);
  }, [screen.modal.open]);

  const summary = screen.list.data?.summary;
  return (
    <ListPage
      header={{ title: 'Bad Debt Management', subtitle: 'Receivables written off: drafted, approved, then posted to the books.', breadcrumb: [{ title: 'Financial Management' }] }}
      screen={screen}
      add={{ label: 'Write Off Bad Debt', testId: 'add-bad-debt' }}
      above={
        <SummaryCards
          testIdPrefix="bad-debts-summary"
          cards={[
            { key: 'total', title: 'Total Bad Debts', value: summary?.totalBadDebts, danger: true },
            { key: 'month', title: 'This Month', value: summary?.thisMonth },
            { key: 'records', title: 'Total Records', value: summary?.totalRecords, format: String },
            { key: 'average', title: 'Average Amount', value: summary?.averageAmount },
          ]}
        />
      }
      table={{
        columns,
        emptyText: 'No bad debt records',
        search: 'Search by customer, invoice or notes',
        toolbar: <ListFilterSelect list={screen.list} name="status" placeholder="All statuses" width={150} values={BAD_DEBT_STATUSES} testId="bad-debt-status-filter" />,
      }}
    />
  );
}
