import { useState } from 'react';
import { App, Button, Card, Checkbox, DatePicker, Flex, Select, Tabs, Tooltip } from 'antd';
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { ApiError } from '../../../shared/api/api-error';
import { PageHeader } from '../../../shared/components/PageHeader';
import { PrintFooter, PrintHeader } from '../../../shared/print/PrintHeader';
import { DISPLAY_DATE_FORMAT, dhakaTodayValue } from '../../../shared/format/date';
import { BalanceSheetTab } from './BalanceSheetTab';
import { ChangedSinceAlert } from './ChangedSinceAlert';
import { DashboardTab } from './DashboardTab';
import { IncomeStatementTab } from './IncomeStatementTab';
import { KnownAtPicker } from './KnownAtPicker';
import type { ExportFormat, ReportPeriod, ReportType } from './report-types';
import { TrialBalanceTab } from './TrialBalanceTab';
import { exportFinancialReports, useKnownAt } from './use-financial-reports';

const API_DATE = 'YYYY-MM-DD';

type TabKey = 'dashboard' | 'balance-sheet' | 'income-statement' | 'trial-balance';

/** The report each tab asks for (the changed-since alert reads the same answer). */
const TAB_REPORT_TYPES: Record<TabKey, ReportType> = { dashboard: 'all', 'balance-sheet': 'balanceSheet', 'income-statement': 'incomeStatement', 'trial-balance': 'trialBalance' };

const TAB_TITLES: Record<TabKey, string> = {
  dashboard: 'Dashboard',
  'balance-sheet': 'Balance Sheet',
  'income-statement': 'Income Statement',
  'trial-balance': 'Trial Balance',
};

/** The month so far (1st → today): what the accountant looks at most (issue 23, item 19); This year is a preset. */
const defaultRange = (): [Dayjs, Dayjs] => [dhakaTodayValue().startOf('month'), dhakaTodayValue()];

export function FinancialReportsPage() {
  const { message } = App.useApp();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(defaultRange);
  const [activeTab, setActiveTab] = useState<TabKey>('dashboard');
  // CSV opens in a spreadsheet; JSON stays offered.
  const [exportFormat, setExportFormat] = useState<ExportFormat>('csv');
  const [includeTransactions, setIncludeTransactions] = useState(true);
  const [exporting, setExporting] = useState(false);
  const [knownAt] = useKnownAt();
  const knownAtText = knownAt ? ` · as known at ${dayjs(knownAt).format('MMM DD, YYYY HH:mm')}` : '';

  const period: ReportPeriod = { startDate: range[0].format(API_DATE), endDate: range[1].format(API_DATE) };

  const runExport = async () => {
    setExporting(true);
    try {
      await exportFinancialReports({ format: exportFormat, period, includeTransactions });
      message.success(`Financial reports exported as ${exportFormat.toUpperCase()}`);
    } catch (error) {
      // The spec's message, with the server's reason when it refused (not for a network failure).
      const reason = error instanceof ApiError && error.fromServer && error.status < 500 ? `: ${error.message}` : '';
      message.error(`Failed to export financial reports${reason}`);
    } finally {
      setExporting(false);
    }
  };

  const tabLabel = (key: TabKey, text: string = TAB_TITLES[key]) => <span data-testid={`reports-tab-${key}`}>{text}</span>;

  return (
    <>
      <PageHeader title="Financial Reports" subtitle="Balance sheet, income statement and trial balance for any period." breadcrumb={[{ title: 'Financial Management' }]}
        actions={
          <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="reports-print">
            Print
          </Button>
        }
      />
      <PrintHeader
        title={`Financial Reports · ${TAB_TITLES[activeTab]}`}
        period={`Period: ${range[0].format(DISPLAY_DATE_FORMAT)} – ${range[1].format(DISPLAY_DATE_FORMAT)}${knownAtText}`}
        testId="reports-print-header"
      />
      <PrintFooter />
      <Card className="section-spacing no-print">
        <Flex gap={12} wrap="wrap" align="center" justify="space-between">
          <Flex gap={12} wrap="wrap" align="center">
            {/* The picker copies a data-testid onto both of its inputs, so the test id sits on a wrapper. */}
            <div data-testid="reports-range">
              <DatePicker.RangePicker
                value={range}
                format={[DISPLAY_DATE_FORMAT, 'YYYY-MM-DD']}
                allowClear={false}
                onChange={(dates) => {
                  if (dates?.[0] && dates[1]) setRange([dates[0], dates[1]]);
                }}
                presets={[
                  { label: 'This month', value: defaultRange() },
                  { label: 'This year', value: [dhakaTodayValue().startOf('year'), dhakaTodayValue()] },
                  { label: 'Last month', value: [dhakaTodayValue().subtract(1, 'month').startOf('month'), dhakaTodayValue().subtract(1, 'month').endOf('month')] },
                  { label: 'Last year', value: [dhakaTodayValue().subtract(1, 'year').startOf('year'), dhakaTodayValue().subtract(1, 'year').endOf('year')] },
                ]}
              />
            </div>
            <KnownAtPicker />
          </Flex>
          <Flex gap={12} wrap="wrap" align="center">
            <Tooltip title="CSV: the trial balance rows, then the transactions when included">
              <Checkbox checked={includeTransactions} onChange={(event) => setIncludeTransactions(event.target.checked)} data-testid="reports-export-transactions">
                Include transactions
              </Checkbox>
            </Tooltip>
            <Select<ExportFormat>
              value={exportFormat}
              onChange={setExportFormat}
              style={{ width: 110 }}
              options={[
                { value: 'csv', label: 'CSV' },
                { value: 'json', label: 'JSON' },
              ]}
              data-testid="reports-export-format"
            />
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={runExport} data-testid="reports-export">
              Export
            </Button>
          </Flex>
        </Flex>
      </Card>
      <Card>
        <ChangedSinceAlert reportType={TAB_REPORT_TYPES[activeTab]} period={period} />
        <Tabs
          activeKey={activeTab}
          onChange={(key) => setActiveTab(key as TabKey)}
          // Only the open tab is mounted (and fetched); a tab opened again reads from the cache.
          destroyOnHidden
          items={[
            { key: 'dashboard', label: tabLabel('dashboard', 'Dashboard'), children: <DashboardTab period={period} /> },
            { key: 'balance-sheet', label: tabLabel('balance-sheet', 'Balance Sheet'), children: <BalanceSheetTab period={period} /> },
            { key: 'income-statement', label: tabLabel('income-statement', 'Income Statement'), children: <IncomeStatementTab period={period} /> },
            { key: 'trial-balance', label: tabLabel('trial-balance', 'Trial Balance'), children: <TrialBalanceTab period={period} /> },
          ]}
        />
      </Card>
    </>
  );
}
