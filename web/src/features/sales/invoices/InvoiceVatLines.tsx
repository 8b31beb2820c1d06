import { Table } from 'antd';
import { formatTaka } from '../../../shared/format/taka';
import type { InvoiceVatPreview } from './invoice-vat-form';

/** "15%", "7.5%", "Exempt". */
export const vatRateLabel = (ratePercent: number | null) => (ratePercent === null ? 'Exempt' : `${ratePercent}%`);

/** Each line's VAT as the user types (issue 24): its rate and VAT, included in its price or added to it. */
export function InvoiceVatLines({ vat, names, testId }: { vat: InvoiceVatPreview; names: string[]; testId: string }) {
  const rows = vat.lines.map((line, index) => ({ key: index, name: names[index] || `Line ${index + 1}`, ...line }));
  return (
    <Table
      size="small"
      pagination={false}
      style={{ marginBottom: 16 }}
      dataSource={rows}
      title={() => (vat.pricesIncludeVat ? 'VAT included in the prices' : 'VAT added to the prices')}
      columns={[
        { title: 'Line', dataIndex: 'name' },
        { title: 'VAT Rate', dataIndex: 'ratePercent', render: (rate: number | null) => vatRateLabel(rate) },
        { title: 'VAT', dataIndex: 'vat', align: 'right', render: (amount: number, _row, index) => <span data-testid={`${testId}-line-${index}-vat`}>{formatTaka(amount)}</span> },
      ]}
      data-testid={`${testId}-vat-lines`}
    />
  );
}
