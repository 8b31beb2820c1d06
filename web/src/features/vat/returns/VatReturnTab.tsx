import { Alert, App, Button, DatePicker, Flex, Skeleton, Tag, Tooltip, Typography, type ButtonProps } from 'antd';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router-dom';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import { formatDate, dhakaTodayValue } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { useCanChangeHere } from '../../auth/permissions';
import { useSubmitVatReturn, useVatReturn, type VatReturn } from './use-vat-return';
import { VatReturnFigures, VatTieOut } from './VatReturnFigures';

/** The month in ?period= (YYYY-MM), else last month: the one usually filed now. */
function usePeriod(): [string, (period: string) => void] {
  const [params, setParams] = useSearchParams();
  const period = /^\d{4}-(0[1-9]|1[0-2])$/.test(params.get('period') ?? '') ? (params.get('period') as string) : dhakaTodayValue().subtract(1, 'month').format('YYYY-MM');
  const setPeriod = (next: string) =>
    setParams((current) => {
      const changed = new URLSearchParams(current);
      changed.set('period', next);
      return changed;
    }, { replace: true });
  return [period, setPeriod];
}

function SubmitReturnButton({ figures }: { figures: VatReturn }) {
  const { modal } = App.useApp();
  const submit = useSubmitVatReturn(figures.period);
  const confirm = () =>
    modal.confirm({
      title: `Submit the VAT return for ${figures.period}?`,
      content: (
        <Typography.Paragraph>
          {formatTaka(figures.offset)} of input credit is set off against output VAT on {formatDate(figures.lastDay)}, leaving {formatTaka(figures.netPayable)} to pay. The month then takes no
          document with VAT: corrections go in a later month.
        </Typography.Paragraph>
      ),
      okText: 'Submit',
      okButtonProps: { 'data-testid': 'vat-return-submit-confirm' } as ButtonProps,
      onOk: () => submit.mutateAsync(),
    });
  const button = (
    <Button type="primary" disabled={!figures.ended} loading={submit.isPending} onClick={confirm} data-testid="vat-return-submit">
      Submit return
    </Button>
  );
  return figures.ended ? button : <Tooltip title={`The month can be submitted after ${formatDate(figures.lastDay)}`}>{button}</Tooltip>;
}

/** The month's return: a month picker, the figures, the tie-out with the ledger and Submit (for the books' roles). */
export function VatReturnTab() {
  const [period, setPeriod] = usePeriod();
  const figures = useVatReturn(period);
  const canChange = useCanChangeHere();
  const data = figures.data;
  return (
    <>
      <Flex gap={12} wrap="wrap" align="center" justify="space-between" className="list-toolbar">
        <DatePicker picker="month" allowClear={false} value={dayjs(`${period}-01`)} format="MMMM YYYY" onChange={(month) => month && setPeriod(month.format('YYYY-MM'))} data-testid="vat-return-month" />
        {data?.submitted ? (
          <Tag color="success" data-testid="vat-return-submitted">
            Submitted {formatDate(data.submitted.submittedAt)} by {data.submitted.submittedBy}
          </Tag>
        ) : (
          data && canChange && <SubmitReturnButton figures={data} />
        )}
      </Flex>
      {figures.error && <LoadErrorAlert title="Failed to load the VAT return." error={figures.error} onRetry={() => figures.refetch()} testId="vat-return-error" />}
      {figures.isLoading && <Skeleton active />}
      {data && (
        <>
          {!data.tieOut.outputVat.agrees || !data.tieOut.inputVat.agrees ? (
            <Alert type="warning" showIcon className="section-spacing" message="The registers and the VAT accounts differ for this month: look for a VAT posting made by hand." />
          ) : null}
          <VatReturnFigures figures={data} />
          <VatTieOut tieOut={data.tieOut} />
        </>
      )}
    </>
  );
}
