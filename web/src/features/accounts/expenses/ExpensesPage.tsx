import { Flex, Statistic, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import { DISPLAY_DATE_FORMAT, formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { ellipsisColumn, ListDateRange, ListFilterSelect, ListPage, ListSearch } from '../../../shared/list';
import { historyColumn } from '../../../shared/history';
import { accountLabel, toAccountOptions } from '../shared/use-account-options';
import { API_DATE, useExpenseAccounts, useExpenseList, type Expense } from './use-expenses';

const FINANCE_BREADCRUMB = [{ title: 'Financial Management' }];

const columns: TableColumnsType<Expense> = [
  { title: 'Date', dataIndex: 'date', key: 'date', width: 130, render: (date: string) => formatDate(date) },
  ellipsisColumn<Expense>('Description', 'description'),
  { title: 'Account', key: 'account', render: (_, expense) => (expense.expenseAccount ? accountLabel(expense.expenseAccount) : '—') },
  {
    title: 'Amount',
    dataIndex: 'amount',
    key: 'amount',
    align: 'right',
    width: 160,
    render: (amount: number) => <Typography.Text strong>{formatTaka(amount)}</Typography.Text>,
  },
  {
    title: 'Payment Method',
    key: 'paymentMethod',
    render: (_, expense) => (
      <Flex vertical>
        <span>{expense.paymentMethod?.name ?? '—'}</span>
        {expense.cashAccount && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            from {accountLabel(expense.cashAccount)}
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  historyColumn<Expense>((expense) => `expense-${expense._id}`, 'Expense history'),
];

export function ExpensesPage() {
  const navigate = useNavigate();
  const list = useExpenseList();
  const expenseAccounts = useExpenseAccounts();
  const totalAmount = list.data?.totalAmount ?? 0;

  return (
    <ListPage<Expense>
      header={{ title: 'Expense Management', subtitle: 'Every expense paid, with the account it was charged to and how it was paid.', breadcrumb: FINANCE_BREADCRUMB }}
      add={{ label: 'Add Expense', testId: 'add-expense', onClick: () => navigate('/accounts/expenses/add') }}
      table={{
        list,
        columns,
        scroll: { x: 900 },
        toolbar: (
          <>
            <div data-testid="expense-filter-range">
              <ListDateRange list={list} formats={[DISPLAY_DATE_FORMAT, API_DATE]} testId="expense-date-range" />
            </div>
            <ListFilterSelect
              list={list}
              name="expenseAccount"
              showSearch
              optionFilterProp="label"
              placeholder="All expense accounts"
              width={260}
              loading={expenseAccounts.isLoading}
              options={toAccountOptions(expenseAccounts.accounts)}
              testId="expense-filter-account"
            />
            <ListSearch list={list} placeholder="Search description" testId="expense-search" width={260} />
          </>
        ),
        toolbarExtra: (
          <Statistic
            title="Total of the filtered expenses"
            value={totalAmount}
            valueRender={() => (
              <span data-testid="expense-total" style={{ fontSize: 20 }}>
                {formatTaka(totalAmount)}
              </span>
            )}
          />
        ),
        totalLabel: 'expenses',
        errorTitle: 'Failed to load expenses.',
        emptyText: 'No expenses found',
        testId: 'expenses-table',
      }}
    />
  );
}
