import { Card, Table, Typography } from 'antd';
import { formatTaka } from '../../../shared/format/taka';
import type { Invoice } from './invoice-types';
import { vatRateLabel } from './InvoiceVatLines';

/**
 * An invoice's VAT (issue 24), shown when it carries any: each line's rate as issued, taxable value
 * and VAT, and the VAT by rate; whether its prices included the VAT or it was added to the total.
 */
export function InvoiceVatSummary({ invoice }: { invoice: Invoice }) {
  if (!(invoice.vatTotal > 0)) return null;
  const lines = invoice.items.map((item, index) => ({ key: index, name: item.product?.name ?? item.name, vatRate: item.vatRate, taxableValue: item.taxableValue, vat: item.vat }));
  const byRate = invoice.vatByRate.map((row, index) => ({ key: index, ...row }));
  const money = (amount: number) => formatTaka(amount);
  return (
    <Card
      size="small"
      style={{ marginBottom: 16 }}
      title={`VAT ${formatTaka(invoice.vatTotal)} · ${invoice.pricesIncludeVat ? 'included in the prices' : 'added to the prices'}`}
      data-testid="invoice-vat"
    >
      <Table
        size="small"
        pagination={false}
        dataSource={lines}
        columns={[
          { title: 'Item', dataIndex: 'name' },
          { title: 'VAT Rate', dataIndex: 'vatRate', render: vatRateLabel },
          { title: 'Taxable Value', dataIndex: 'taxableValue', align: 'right', render: money },
          { title: 'VAT', dataIndex: 'vat', align: 'right', render: (amount: number, _row, index) => <span data-testid={`invoice-vat-line-${index}`}>{money(amount)}</span> },
        ]}
      />
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
        By rate:{' '}
        {byRate.map((row) => `${vatRateLabel(row.ratePercent)} on ${money(row.taxableValue)}: ${money(row.vat)}`).join(' · ')}
      </Typography.Text>
    </Card>
  );
}
