import { Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { CheckCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { ClassTypeTag } from '../shared/ClassTypeTag';
import type { ReportPeriod, TrialBalanceRow } from './report-types';
import { TabLoadState } from './TabLoadState';
import { useFinancialReport } from './use-financial-reports';

/** A zero side shows blank, as on a printed trial balance. */
const amountOrBlank = (amount: number) => (amount ? formatTaka(amount) : '');

const columns: TableColumnsType<TrialBalanceRow> = [
  { title: 'Code', dataIndex: 'code', key: 'code', width: 110 },
  { title: 'Account Name', dataIndex: 'name', key: 'name' },
  { title: 'Type', dataIndex: 'accountType', key: 'accountType', width: 130, render: (type: string) => <ClassTypeTag type={type} /> },
  { title: 'Debit', dataIndex: 'debitBalance', key: 'debitBalance', align: 'right', width: 180, render: amountOrBlank },
  { title: 'Credit', dataIndex: 'creditBalance', key: 'creditBalance', align: 'right', width: 180, render: amountOrBlank },
];

export function TrialBalanceTab({ period }: { period: ReportPeriod }) {
  const report = useFinancialReport('trialBalance', period);
  const trialBalance = report.data?.trialBalance;
  const balanced = Boolean(trialBalance?.isBalanced);

  return (
    <TabLoadState
      isLoading={report.isLoading}
      error={report.error}
      failureMessage="Failed to load trial balance data"
      hasData={Boolean(trialBalance)}
      onRetry={() => report.refetch()}
      testId="reports-trial-balance"
    >
      {trialBalance && (
        <>
          <Flex align="center" gap={12} className="section-spacing">
            <Typography.Title level={5} style={{ margin: 0 }}>
              Trial Balance as of {formatDate(trialBalance.asOfDate ?? period.endDate)}
            </Typography.Title>
            <Tag color={balanced ? 'success' : 'error'} icon={balanced ? <CheckCircleOutlined /> : <ExclamationCircleOutlined />} data-testid="trial-balance-status">
              {balanced ? 'Balanced' : 'Unbalanced'}
            </Tag>
          </Flex>
          <Table<TrialBalanceRow>
            rowKey={(row) => row._id ?? row.code}
            size="middle"
            columns={columns}
            dataSource={trialBalance.rows ?? []}
            loading={report.isFetching}
            scroll={{ x: 800 }}
            locale={{ emptyText: 'No account balances for this period' }}
            // Every account on one page, the totals at the foot (issue 23, item 19).
            pagination={false}
            footer={() => <Typography.Text type="secondary" data-testid="trial-balance-account-count">{`${trialBalance.rows?.length ?? 0} accounts`}</Typography.Text>}
            summary={() => (
              <Table.Summary>
                <Table.Summary.Row style={{ background: '#fafafa' }}>
                  <Table.Summary.Cell index={0} colSpan={3}>
                    <Typography.Text strong>Total</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3} align="right">
                    <Typography.Text strong data-testid="trial-balance-total-debits">
                      {formatTaka(trialBalance.totals?.totalDebits ?? 0)}
                    </Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} align="right">
                    <Typography.Text strong data-testid="trial-balance-total-credits">
                      {formatTaka(trialBalance.totals?.totalCredits ?? 0)}
                    </Typography.Text>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              </Table.Summary>
            )}
            data-testid="trial-balance-table"
          />
        </>
      )}
    </TabLoadState>
  );
}
