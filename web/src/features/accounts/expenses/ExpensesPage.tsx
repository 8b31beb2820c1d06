import { useState } from 'react';
import { Button, Card, DatePicker, Flex, Select, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { Dayjs } from 'dayjs';
import { PageHeader } from '../../../shared/components/PageHeader';
import { SearchInput } from '../../../shared/components/SearchInput';
import { DISPLAY_DATE_FORMAT, formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { accountLabel, toAccountOptions } from '../shared/use-account-options';
import { API_DATE, EXPENSE_PAGE_SIZE, useExpenseAccounts, useExpenseList, type Expense, type ExpenseFilters } from './use-expenses';

type DateRange = [Dayjs | null, Dayjs | null] | null;

export function ExpensesPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [range, setRange] = useState<DateRange>(null);
  const [expenseAccount, setExpenseAccount] = useState<string>();
  const [search, setSearch] = useState('');
  const expenseAccounts = useExpenseAccounts();

  const filters: ExpenseFilters = {
    startDate: range?.[0]?.format(API_DATE),
    endDate: range?.[1]?.format(API_DATE),
    expenseAccount,
    search,
  };
  const list = useExpenseList(filters, page);
  const expenses = list.data?.expenses ?? [];
  const total = list.data?.pagination?.total ?? expenses.length;

  // Any new filter starts again from the first page.
  const refilter = <Value,>(apply: (value: Value) => void) => (value: Value) => {
    apply(value);
    setPage(1);
  };

  const columns: TableColumnsType<Expense> = [
    { title: 'Date', dataIndex: 'date', key: 'date', width: 130, render: (date: string) => formatDate(date) },
    { title: 'Description', dataIndex: 'description', key: 'description' },
    {
      title: 'Account',
      key: 'account',
      render: (_, expense) => (expense.expenseAccount ? accountLabel(expense.expenseAccount) : '—'),
    },
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
  ];

  return (
    <>
      <PageHeader
        title="Expense Management"
        subtitle="Every expense paid, with the account it was charged to and how it was paid."
        breadcrumb={[{ title: 'Financial Management' }]}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/accounts/expenses/add')} data-testid="add-expense">
            Add Expense
          </Button>
        }
      />
      <Card>
        <Flex gap={12} wrap="wrap" justify="space-between" align="center" className="list-toolbar">
          <Flex gap={12} wrap="wrap">
            <div data-testid="expense-filter-range">
              <DatePicker.RangePicker value={range} format={[DISPLAY_DATE_FORMAT, 'YYYY-MM-DD']} allowEmpty={[true, true]} onChange={refilter(setRange)} />
            </div>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder="All expense accounts"
              style={{ width: 260 }}
              value={expenseAccount}
              loading={expenseAccounts.isLoading}
              options={toAccountOptions(expenseAccounts.accounts)}
              onChange={refilter(setExpenseAccount)}
              data-testid="expense-filter-account"
            />
            <SearchInput placeholder="Search description" onSearch={refilter(setSearch)} testId="expense-search" width={260} />
          </Flex>
          <Statistic
            title="Total of the filtered expenses"
            value={list.data?.totalAmount ?? 0}
            valueRender={() => (
              <span data-testid="expense-total" style={{ fontSize: 20 }}>
                {formatTaka(list.data?.totalAmount ?? 0)}
              </span>
            )}
          />
        </Flex>
        <Table<Expense>
          rowKey="_id"
          size="middle"
          columns={columns}
          dataSource={expenses}
          loading={list.isFetching}
          scroll={{ x: 900 }}
          locale={{ emptyText: list.error ? 'Failed to load expenses.' : 'No expenses found' }}
          pagination={{
            current: page,
            pageSize: EXPENSE_PAGE_SIZE,
            total,
            showSizeChanger: false,
            showTotal: (count) => `${count} expenses`,
            onChange: setPage,
          }}
          data-testid="expenses-table"
        />
      </Card>
    </>
  );
}
