import { useMemo, useState } from 'react';
import { App, Button, Card, Flex } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { serverMessageOr } from '../../../shared/api/api-error';
import { ContentSpinner } from '../../../shared/components/FullScreenSpinner';
import { PageHeader } from '../../../shared/components/PageHeader';
import { AddButton, ListSearch, useListState, useModalForm } from '../../../shared/list';
import { ACCOUNTING_SETUP_BREADCRUMB } from '../shared/constants';
import type { GlClassType } from '../shared/types';
import { CategoryCards } from './CategoryCards';
import { ChartAccountFormModal, type ChartAccountFormValues } from './ChartAccountFormModal';
import { ChartAccountsTable } from './ChartAccountsTable';
import { ChartConnectionError, ChartEmptyState } from './ChartLoadStates';
import { ChartSummaryHeader } from './ChartSummaryHeader';
import type { AccountCategory, ChartAccount, ChartOfAccounts, TypeSummary } from './chart-types';
import { downloadAccountsCsv } from './export-accounts-csv';
import { ImportAccountsModal } from './ImportAccountsModal';
import { useCan } from '../../auth/permissions';
import { toChartAccountFormValues, useChartAccountActions, useChartOfAccounts, useInitializeChart } from './use-chart-of-accounts';

function categoryTotals(chart: ChartOfAccounts | undefined): Record<AccountCategory, TypeSummary> {
  const byType = chart?.summary.byType ?? {};
  const of = (type: keyof typeof byType): TypeSummary => byType[type] ?? { count: 0, balance: 0 };
  return {
    all: { count: chart?.summary.totalAccounts ?? 0, balance: chart?.summary.totalBalance ?? 0 },
    Asset: of('Asset'),
    Liability: of('Liability'),
    Equity: of('Equity'),
    Revenue: of('Revenue'),
    Expense: of('Expense'),
  };
}

function matchesSearch(account: ChartAccount, search: string): boolean {
  if (!search) return true;
  const needle = search.toLowerCase();
  return [account.code, account.name, account.groupName, account.description].some((text) => (text ?? '').toLowerCase().includes(needle));
}

/** The chart shows 20 accounts per page (accounting spec §9). */
const CHART_PAGE_SIZE = 20;

export function ChartOfAccountsPage() {
  const { message } = App.useApp();
  // Import, add, edit, delete and initializing change the books; export is a read.
  const canChange = useCan('accounting:write');
  const chart = useChartOfAccounts();
  const initialize = useInitializeChart();
  const modal = useModalForm<ChartAccount, ChartAccountFormValues>(toChartAccountFormValues);
  const { save, remove } = useChartAccountActions(modal);
  const list = useListState<{ category?: GlClassType }>({ pageSize: CHART_PAGE_SIZE, filters: ['category'] });
  const category: AccountCategory = list.filters.category ?? 'all';
  const [importOpen, setImportOpen] = useState(false);

  const allAccounts = chart.data?.accounts ?? [];
  const visibleAccounts = useMemo(
    () => allAccounts.filter((account) => (category === 'all' || account.glClassType === category) && matchesSearch(account, list.search)),
    [allAccounts, category, list.search],
  );

  const initializeChart = () =>
    initialize.mutate(undefined, {
      onSuccess: () => message.success('Chart of Accounts initialized successfully!'),
      onError: (error) => message.error(`Failed to initialize Chart of Accounts. ${serverMessageOr(error, 'Please try again.')}`),
    });

  const exportVisible = () => {
    downloadAccountsCsv(visibleAccounts);
    message.success(`Exported ${visibleAccounts.length} accounts`);
  };

  const hasAccounts = allAccounts.length > 0;

  const header = (
    <PageHeader
      title="Chart of Accounts"
      subtitle="Every ledger account of the business, by type and group."
      breadcrumb={ACCOUNTING_SETUP_BREADCRUMB}
      actions={
        hasAccounts && (
          <>
            {canChange && (
              <Button icon={<UploadOutlined />} onClick={() => setImportOpen(true)} data-testid="import-accounts">
                Import
              </Button>
            )}
            <Button icon={<DownloadOutlined />} onClick={exportVisible} disabled={visibleAccounts.length === 0} data-testid="export-accounts">
              Export
            </Button>
            {canChange && (
              <AddButton onClick={modal.openForCreate} testId="add-account">
                Add Account
              </AddButton>
            )}
          </>
        )
      }
    />
  );

  if (chart.isLoading) {
    return (
      <>
        {header}
        <ContentSpinner />
      </>
    );
  }

  if (chart.isError) {
    return (
      <>
        {header}
        <ChartConnectionError retrying={chart.isFetching} onRetry={() => chart.refetch()} />
      </>
    );
  }

  if (!hasAccounts) {
    return (
      <>
        {header}
        <ChartEmptyState initializing={initialize.isPending} onInitialize={canChange ? initializeChart : undefined} />
      </>
    );
  }

  return (
    <>
      {header}
      <ChartSummaryHeader totalAccounts={chart.data?.summary.totalAccounts ?? allAccounts.length} totalBalance={chart.data?.summary.totalBalance ?? 0} />
      <CategoryCards totals={categoryTotals(chart.data)} selected={category} onSelect={(next) => list.setFilter('category', next === 'all' ? undefined : next)} />
      <Card>
        <Flex gap={12} wrap="wrap" className="list-toolbar">
          <ListSearch list={list} placeholder="Search by code, name or group" testId="chart-search" />
        </Flex>
        <ChartAccountsTable
          list={{ ...list, items: visibleAccounts, isFetching: chart.isFetching, error: null, refetch: chart.refetch }}
          onEdit={modal.openForEdit}
          remove={remove}
          canChange={canChange}
        />
      </Card>
      <ChartAccountFormModal modal={modal} save={save} chartClasses={chart.data?.chartOfAccounts ?? []} />
      <ImportAccountsModal open={importOpen} onClose={() => setImportOpen(false)} />
    </>
  );
}
