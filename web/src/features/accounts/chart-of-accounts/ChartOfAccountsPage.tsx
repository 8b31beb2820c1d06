import { useMemo, useState } from 'react';
import { App, Button, Card, Flex } from 'antd';
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { serverMessageOr } from '../../../shared/api/api-error';
import { ContentSpinner } from '../../../shared/components/FullScreenSpinner';
import { PageHeader } from '../../../shared/components/PageHeader';
import { SearchInput } from '../../../shared/components/SearchInput';
import { useModalForm } from '../../../shared/hooks/use-modal-form';
import { ACCOUNTING_SETUP_BREADCRUMB } from '../shared/constants';
import { CategoryCards } from './CategoryCards';
import { ChartAccountFormModal, type ChartAccountFormValues } from './ChartAccountFormModal';
import { ChartAccountsTable } from './ChartAccountsTable';
import { ChartConnectionError, ChartEmptyState } from './ChartLoadStates';
import { ChartSummaryHeader } from './ChartSummaryHeader';
import { isAccountActive, type AccountCategory, type ChartAccount, type ChartOfAccounts, type TypeSummary } from './chart-types';
import { downloadAccountsCsv } from './export-accounts-csv';
import { ImportAccountsModal } from './ImportAccountsModal';
import { useChartAccountMutations, useChartOfAccounts, useInitializeChart, type ChartAccountBody } from './use-chart-of-accounts';

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
  return [account.code, account.name, account.groupName, account.description ?? ''].some((text) => text.toLowerCase().includes(needle));
}

function toFormValues(account: ChartAccount | null): Partial<ChartAccountFormValues> {
  if (!account) return { isActive: true };
  return {
    code: account.code,
    name: account.name,
    type: account.glClassType,
    glGroup: account.glGroup,
    description: account.description ?? undefined,
    isActive: isAccountActive(account),
  };
}

function toBody(values: ChartAccountFormValues, isEditing: boolean): ChartAccountBody {
  const body: ChartAccountBody = {
    name: values.name.trim(),
    code: values.code.trim(),
    glGroup: values.glGroup,
    description: values.description?.trim() ?? '',
    status: values.isActive,
  };
  // New chart accounts start from zero; postings move the balance afterwards.
  if (!isEditing) body.openingBalance = 0;
  return body;
}

export function ChartOfAccountsPage() {
  const { message } = App.useApp();
  const chart = useChartOfAccounts();
  const initialize = useInitializeChart();
  const { save, remove } = useChartAccountMutations();
  const modal = useModalForm<ChartAccount, ChartAccountFormValues>(toFormValues);
  const [category, setCategory] = useState<AccountCategory>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [importOpen, setImportOpen] = useState(false);

  const allAccounts = chart.data?.accounts ?? [];
  const visibleAccounts = useMemo(
    () => allAccounts.filter((account) => (category === 'all' || account.glClassType === category) && matchesSearch(account, search)),
    [allAccounts, category, search],
  );

  const chooseCategory = (next: AccountCategory) => {
    setCategory(next);
    setPage(1);
  };
  const searchAccounts = (text: string) => {
    setSearch(text);
    setPage(1);
  };

  const initializeChart = () =>
    initialize.mutate(undefined, {
      onSuccess: () => message.success('Chart of Accounts initialized successfully!'),
      onError: (error) => message.error(`Failed to initialize Chart of Accounts. ${serverMessageOr(error, 'Please try again.')}`),
    });

  const submit = (values: ChartAccountFormValues) => {
    const isEditing = modal.isEditing;
    save.mutate(
      { id: modal.editing?._id, body: toBody(values, isEditing) },
      {
        onSuccess: () => {
          message.success(isEditing ? 'Account updated successfully' : 'Account created successfully');
          modal.close();
        },
        onError: (error) => {
          message.error(`Failed to save account: ${error.message}`);
          modal.showServerErrors(error);
        },
      },
    );
  };

  const deleteAccount = (account: ChartAccount) =>
    remove.mutate(account._id, {
      onSuccess: () => message.success('Account deleted successfully'),
      onError: (error) => message.error(`Failed to delete account: ${error.message}`),
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
            <Button icon={<UploadOutlined />} onClick={() => setImportOpen(true)} data-testid="import-accounts">
              Import
            </Button>
            <Button icon={<DownloadOutlined />} onClick={exportVisible} disabled={visibleAccounts.length === 0} data-testid="export-accounts">
              Export
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={modal.openForCreate} data-testid="add-account">
              Add Account
            </Button>
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
        <ChartEmptyState initializing={initialize.isPending} onInitialize={initializeChart} />
      </>
    );
  }

  return (
    <>
      {header}
      <ChartSummaryHeader totalAccounts={chart.data?.summary.totalAccounts ?? allAccounts.length} totalBalance={chart.data?.summary.totalBalance ?? 0} />
      <CategoryCards totals={categoryTotals(chart.data)} selected={category} onSelect={chooseCategory} />
      <Card>
        <Flex gap={12} wrap="wrap" className="list-toolbar">
          <SearchInput placeholder="Search by code, name or group" onSearch={searchAccounts} testId="chart-search" />
        </Flex>
        <ChartAccountsTable
          accounts={visibleAccounts}
          page={page}
          onPageChange={setPage}
          deletingId={remove.isPending ? (remove.variables ?? null) : null}
          onEdit={modal.openForEdit}
          onDelete={deleteAccount}
        />
      </Card>
      <ChartAccountFormModal
        open={modal.open}
        isEditing={modal.isEditing}
        form={modal.form}
        chartClasses={chart.data?.chartOfAccounts ?? []}
        submitting={save.isPending}
        formError={modal.formError}
        onCancel={modal.close}
        onSubmit={submit}
      />
      <ImportAccountsModal open={importOpen} onClose={() => setImportOpen(false)} />
    </>
  );
}
