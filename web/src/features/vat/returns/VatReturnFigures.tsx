import { Descriptions, Table, Tag, Typography } from 'antd';
import { CheckCircleTwoTone, WarningTwoTone } from '@ant-design/icons';
import { formatTaka } from '../../../shared/format/taka';
import type { TieOutLine, VatReturn } from './use-vat-return';

/** The return's figures (Mushak-9.1): output and input VAT, the offset, net payable, paid and carried. */
export function VatReturnFigures({ figures }: { figures: VatReturn }) {
  const items = [
    ['Output VAT', figures.outputVat, 'vat-return-output'],
    ['Input VAT credit', figures.inputVat, 'vat-return-input'],
    ['Credit carried forward', figures.carriedForward, 'vat-return-carried'],
    ['Set off', figures.offset, 'vat-return-offset'],
    ['Net payable', figures.netPayable, 'vat-return-net'],
    ['Credit to carry', figures.creditToCarry, 'vat-return-credit-to-carry'],
    ['Paid', figures.paid, 'vat-return-paid'],
    ['Still to pay', figures.balanceDue, 'vat-return-balance'],
    ['Exempt sales', figures.exemptValue, 'vat-return-exempt'],
    ['Zero-rated sales', figures.zeroRatedValue, 'vat-return-zero-rated'],
    ['Purchases (taxable value)', figures.purchases.taxableValue, 'vat-return-purchases'],
    ['Credit notes / debit notes', figures.creditNotes + figures.debitNotes, 'vat-return-notes'],
  ] as const;
  return (
    <>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} className="section-spacing">
        {items.map(([label, value, testId]) => (
          <Descriptions.Item key={testId} label={label}>
            <span data-testid={testId}>{formatTaka(value)}</span>
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Typography.Title level={5}>Sales by rate</Typography.Title>
      <Table
        rowKey="ratePercent"
        size="small"
        pagination={false}
        className="section-spacing"
        dataSource={figures.salesByRate}
        locale={{ emptyText: 'No sale with VAT this month' }}
        columns={[
          { title: 'Rate', dataIndex: 'ratePercent', key: 'rate', render: (rate: number) => `${rate}%` },
          { title: 'Taxable value', dataIndex: 'taxableValue', key: 'taxableValue', align: 'right', render: formatTaka },
          { title: 'VAT', dataIndex: 'vat', key: 'vat', align: 'right', render: formatTaka },
        ]}
        data-testid="vat-return-sales-by-rate"
      />
    </>
  );
}

const agreement = (line: TieOutLine) =>
  line.agrees ? (
    <Tag icon={<CheckCircleTwoTone twoToneColor="#52c41a" />} color="success">
      Agrees
    </Tag>
  ) : (
    <Tag icon={<WarningTwoTone twoToneColor="#faad14" />} color="warning">
      Differs by {formatTaka(Math.abs(line.difference))}
    </Tag>
  );

/** The registers' output and input VAT beside the month's postings to VAT Payable and VAT Input Credit. */
export function VatTieOut({ tieOut }: { tieOut: VatReturn['tieOut'] }) {
  const rows = [
    { key: 'output', label: 'Output VAT · VAT Payable (2103) credited by sales', line: tieOut.outputVat },
    { key: 'input', label: 'Input VAT · VAT Input Credit (1204) debited by purchases', line: tieOut.inputVat },
  ];
  return (
    <Table
      rowKey="key"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: 'Tie-out', dataIndex: 'label', key: 'label' },
        { title: 'Registers', key: 'register', align: 'right', render: (_, row) => formatTaka(row.line.register) },
        { title: 'Ledger', key: 'ledger', align: 'right', render: (_, row) => formatTaka(row.line.ledger) },
        { title: '', key: 'agrees', render: (_, row) => <span data-testid={`vat-tie-out-${row.key}`}>{agreement(row.line)}</span> },
      ]}
      data-testid="vat-tie-out"
    />
  );
}
