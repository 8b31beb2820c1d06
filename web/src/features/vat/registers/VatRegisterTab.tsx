import { useMemo } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { ListDateRange, ListTable } from '../../../shared/list';
import { ExportProgress } from '../../inventory/reports/ExportProgress';
import { registerColumns } from './register-columns';
import { registerRange, useVatRegister, type VatRegisterKind } from './use-vat-registers';
import { useVatRegisterExport } from './use-vat-register-export';

const NAMES: Record<VatRegisterKind, { title: string; testId: string }> = {
  sales: { title: 'Sales register (Mushak-6.2)', testId: 'vat-sales-register' },
  purchases: { title: 'Purchase register (Mushak-6.1)', testId: 'vat-purchase-register' },
};

/** A register's rows for a date range (this month by default), with its XLSX export and the export's progress. */
export function VatRegisterTab({ register }: { register: VatRegisterKind }) {
  const list = useVatRegister(register);
  const exportJob = useVatRegisterExport(register);
  const columns = useMemo(() => registerColumns(register), [register]);
  const { testId, title } = NAMES[register];
  const range = registerRange(list.params);
  return (
    <>
      <ExportProgress exportJob={exportJob} title={`${title} export`} />
      <ListTable
        list={list}
        columns={columns}
        totalLabel={(total) => `${total} line${total === 1 ? '' : 's'}`}
        errorTitle={`Failed to load the ${title.toLowerCase()}.`}
        emptyText="No VAT-bearing document in these days"
        pageSizeOptions={[20, 50, 100]}
        toolbar={<ListDateRange list={list} testId={`${testId}-range`} />}
        toolbarExtra={
          <Button icon={<DownloadOutlined />} loading={exportJob.isRunning} onClick={() => exportJob.start(range)} data-testid={`${testId}-export`}>
            Export
          </Button>
        }
        testId={`${testId}-table`}
      />
    </>
  );
}
