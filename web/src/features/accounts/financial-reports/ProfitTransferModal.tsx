import { useState } from 'react';
import { Alert, App, Modal, Space, Spin, Typography, type ButtonProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { fitModalWidth } from '../../../shared/components/modal-width';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { DateInput } from '../../../shared/inputs/DateInput';
import { profitOrLoss, type ReportPeriod } from './report-types';
import { dhakaToday } from '../../../shared/format/date';
import { defaultClosingDate, lastFinishedMonthEnd, NO_PROFIT_MESSAGE, profitTransferFailure, useFinancialReport, useProfitTransfer } from './use-financial-reports';

const API_DATE = 'YYYY-MM-DD';

interface ProfitTransferModalProps {
  open: boolean;
  period: ReportPeriod;
  onClose: () => void;
}

/**
 * Confirms the profit transfer with its closing date (the report's end date, at the latest the end
 * of the last finished month) and says what it closes as of that date: a Profit or a Loss, in taka.
 * A closing date in the month still running is warned of: the postings dated up to it, today's
 * sales among them when it is today, will be refused.
 */
export function ProfitTransferModal({ open, period, onClose }: ProfitTransferModalProps) {
  return open ? <ProfitTransferDialog period={period} onClose={onClose} /> : null;
}

function ProfitTransferDialog({ period, onClose }: Omit<ProfitTransferModalProps, 'open'>) {
  const { message } = App.useApp();
  const today = dhakaToday();
  const [date, setDate] = useState<Dayjs | null>(() => dayjs(defaultClosingDate(period.endDate, today)));
  const closingDate = date?.format(API_DATE) ?? '';
  const future = closingDate !== '' && closingDate > today;
  // What the transfer would close: the balance sheet's unclosed net income as of the closing date.
  const asOf = useFinancialReport('balanceSheet', { startDate: period.startDate, endDate: closingDate || period.endDate });
  const sheet = closingDate && !future && !asOf.isPlaceholderData ? asOf.data?.balanceSheet : undefined;
  const netIncome = sheet?.equity?.unclosedNetIncome ?? 0;
  const label = profitOrLoss(netIncome);
  const transfer = useProfitTransfer();
  const [error, setError] = useState<{ type: 'info' | 'error'; text: string } | null>(null);

  const blocker = !closingDate
    ? 'Please select the closing date'
    : future
      ? `The closing date cannot be after today (${formatDate(today)})`
      : sheet?.periodClosed && sheet.closedThrough
        ? `Period closed through ${formatDate(sheet.closedThrough)}`
        : sheet && !sheet.canTransferProfit
          ? NO_PROFIT_MESSAGE
          : null;

  const submit = () => {
    setError(null);
    transfer.mutate(closingDate, {
      onSuccess: ({ data, message: serverMessage }) => {
        const result = data?.summary;
        message.success(serverMessage ?? `${result?.label ?? 'Profit'} of ${formatTaka(Math.abs(result?.netIncome ?? 0))} transferred to Retained Earnings`);
        onClose();
      },
      onError: (failure) => setError(profitTransferFailure(failure)),
    });
  };

  return (
    <Modal
      open
      title="Transfer Profit to Retained Earnings"
      width={fitModalWidth(480)}
      okText={sheet ? `Transfer ${label}` : 'Transfer'}
      okButtonProps={{ disabled: blocker !== null || !sheet, 'data-testid': 'profit-transfer-confirm' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'profit-transfer-cancel' } as ButtonProps}
      confirmLoading={transfer.isPending}
      onOk={submit}
      onCancel={() => !transfer.isPending && onClose()}
      maskClosable={!transfer.isPending}
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="profit-transfer-modal">
        <Typography.Text>
          Revenue and expenses up to the closing date are closed into Retained Earnings, and the books are closed through that date: later postings dated on or
          before it are refused until the closing is reversed.
        </Typography.Text>
        <div>
          <Typography.Text type="secondary">Closing date</Typography.Text>
          <DateInput
            value={date}
            allowClear={false}
            onChange={(value) => {
              setError(null);
              setDate(value);
            }}
            disabledDate={(day) => day.format(API_DATE) > today}
            data-testid="profit-transfer-date"
          />
        </div>
        {asOf.isFetching && !sheet ? (
          <Spin size="small" />
        ) : (
          sheet && (
            <Alert
              type={netIncome >= 0 ? 'success' : 'warning'}
              showIcon
              data-testid="profit-transfer-figure"
              message={`${label} of ${formatTaka(Math.abs(netIncome))} to transfer`}
              description={`Net income not yet closed as of ${formatDate(closingDate)}.`}
            />
          )
        )}
        {!blocker && closingDate > lastFinishedMonthEnd(today) && (
          <Alert
            type="warning"
            showIcon
            data-testid="profit-transfer-running-month-warning"
            message={closingDate === today ? "Closing through today refuses today's sales" : `Closing through ${formatDate(closingDate)} closes part of the month still running`}
            description={`Invoices, payments and every other posting dated on or before ${formatDate(closingDate)} will be refused until the closing is reversed. Close through the end of the last finished month (${formatDate(lastFinishedMonthEnd(today))}) to keep this month open.`}
          />
        )}
        {blocker && closingDate !== '' && <Alert type="info" showIcon message={blocker} data-testid="profit-transfer-blocker" />}
        {error && <Alert type={error.type} showIcon message={error.text} data-testid="profit-transfer-error" />}
      </Space>
    </Modal>
  );
}
