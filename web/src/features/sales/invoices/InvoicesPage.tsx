import { Button, Card, Tabs, Tag, Tooltip, Typography, type TableColumnsType, type TableProps } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../shared/components/PageHeader';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { AddButton, EllipsisText, ListTable, rangeTotal } from '../../../shared/list';
import { invoiceCards } from './invoice-cards';
import { useCan } from '../../auth/permissions';
import { INVOICE_TEXTS, loadFailedTitle, SALES_BREADCRUMB } from './invoice-texts';
import type { InvoiceSummary } from './invoice-types';
import { PaymentStatusTag, VoidedFigure } from './PaymentStatusTag';
import { INVOICE_PAGE_SIZE, INVOICE_TABS, invoiceRoutes, useInvoiceList } from './use-invoices';

/**
 * The figures and the status stay at the table's right edge with the actions: at 1366 px the pane
 * is narrower than all the columns, and what sideways scroll may hide is the text, not the money.
 */
const FIXED_FIGURE = { fixed: 'right' as const, width: 125 };
/** The customer's name is cut to its column (its cell padding taken off). */
const TEXT_CELL_WIDTH = 154;

type SortKey = 'invoiceNumber' | 'date' | 'customer' | 'totalAmount' | 'due' | 'paymentStatus';

/** What the invoice sold, in a line: the motorcycle and its chassis, or the products. */
function itemsText(invoice: InvoiceSummary): string {
  return invoice.items.map((item) => (item.chassisNo ? `${item.name} (${item.chassisNo})` : `${item.name} × ${item.quantity}`)).join(', ');
}

/** Invoice list (spec §2): tabs by type, sortable columns, 10 a page with quick jump, View and Add. */
export function InvoicesPage() {
  const navigate = useNavigate();
  // Creating an invoice changes sales: an Accountant or Auditor only reads them.
  const canCreate = useCan('sales:write');
  const list = useInvoiceList();
  const sort = list.filters.sort;

  const sorted = (key: SortKey) => ({
    key,
    sorter: true,
    sortOrder: sort === key ? ('ascend' as const) : sort === `-${key}` ? ('descend' as const) : null,
  });

  const columns: TableColumnsType<InvoiceSummary> = [
    {
      title: 'Invoice ID',
      dataIndex: 'invoiceId',
      width: 130,
      ...sorted('invoiceNumber'),
      render: (number: string | null, invoice) => (
        <Typography.Link onClick={() => navigate(invoiceRoutes.view(invoice._id))} data-testid={`invoice-link-${invoice._id}`}>
          {number ?? '—'}
        </Typography.Link>
      ),
    },
    { title: 'Date', dataIndex: 'date', width: 115, ...sorted('date'), render: (date: string) => formatDate(date) },
    {
      title: 'Customer',
      width: 170,
      ...sorted('customer'),
      render: (_, invoice) => (
        <>
          <EllipsisText text={invoice.customer.name} maxWidth={TEXT_CELL_WIDTH} />
          <Typography.Text type="secondary" style={{ display: 'block' }}>{invoice.customer.phone}</Typography.Text>
        </>
      ),
    },
    { title: 'Type', dataIndex: 'invoiceType', key: 'invoiceType', width: 110, render: (type: string) => <Tag color={type === 'Motorcycle' ? 'blue' : 'purple'}>{type}</Tag> },
    {
      title: 'Items',
      key: 'items',
      ellipsis: { showTitle: false },
      width: 180,
      render: (_, invoice) => (
        <Tooltip title={itemsText(invoice)} placement="topLeft">
          <span>{itemsText(invoice)}</span>
        </Tooltip>
      ),
    },
    {
      title: 'Total',
      dataIndex: 'totalAmount',
      align: 'right',
      ...FIXED_FIGURE,
      ...sorted('totalAmount'),
      render: (amount: number, invoice) => (invoice.status === 'Voided' ? <VoidedFigure amount={amount} note="Voided: not a sale" /> : formatTaka(amount)),
    },
    {
      title: 'Paid',
      dataIndex: 'paidAmount',
      key: 'paidAmount',
      align: 'right',
      ...FIXED_FIGURE,
      render: (amount: number, invoice) =>
        invoice.status === 'Voided' ? <VoidedFigure amount={amount} note={invoice.refundedAmount > 0 ? `Refunded ${formatTaka(invoice.refundedAmount)}` : undefined} /> : formatTaka(amount),
    },
    {
      title: 'Due',
      dataIndex: 'due',
      align: 'right',
      ...FIXED_FIGURE,
      ...sorted('due'),
      render: (amount: number, invoice) =>
        invoice.status === 'Voided' ? <VoidedFigure amount={amount} note="Nothing is owed on a voided invoice" /> : <Typography.Text type={amount > 0 ? 'danger' : undefined}>{formatTaka(amount)}</Typography.Text>,
    },
    {
      title: 'Status',
      dataIndex: 'paymentStatus',
      fixed: 'right',
      width: 110,
      ...sorted('paymentStatus'),
      render: (status: string, invoice) => <PaymentStatusTag status={status} voided={invoice.status === 'Voided'} />,
    },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      width: 90,
      render: (_, invoice) => (
        <Button icon={<EyeOutlined />} onClick={() => navigate(invoiceRoutes.view(invoice._id))} aria-label={`View invoice ${invoice.invoiceId ?? ''}`} data-testid={`view-invoice-${invoice._id}`}>
          View
        </Button>
      ),
    },
  ];

  const onTableChange: TableProps<InvoiceSummary>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || Array.isArray(sorter)) return;
    const key = sorter.order ? String(sorter.columnKey) : undefined;
    list.setFilter('sort', key && (sorter.order === 'descend' ? `-${key}` : key));
  };

  return (
    <>
      <PageHeader
        title="Invoices"
        subtitle="Motorcycle and spare parts & accessories invoices, their payments and dues."
        breadcrumb={SALES_BREADCRUMB}
        actions={
          canCreate && (
            <AddButton onClick={() => navigate(invoiceRoutes.create())} testId="add-invoice">
              Add Invoice
            </AddButton>
          )
        }
      />
      <Card>
        <Tabs
          activeKey={list.filters.tab ?? 'all'}
          onChange={(key) => list.setFilter('tab', key === 'all' ? undefined : key)}
          items={INVOICE_TABS.map((tab) => ({ key: tab.key, label: <span data-testid={`invoices-tab-${tab.key}`}>{tab.label}</span> }))}
        />
        {list.filters.tab === 'voided' && (
          <Typography.Paragraph type="secondary" data-testid="invoices-voided-note">
            Voided invoices keep their numbers. Their postings were reversed, their goods returned and their payments refunded: they count in no sales total.
          </Typography.Paragraph>
        )}
        <ListTable<InvoiceSummary>
          list={list}
          columns={columns}
          onChange={onTableChange}
          testId="invoices-table"
          cards={invoiceCards(navigate)}
          errorTitle={loadFailedTitle(INVOICE_TEXTS.loadListFailed, list.error)}
          emptyText="No invoices found"
          totalLabel={rangeTotal('invoices')}
          pageSizeOptions={[INVOICE_PAGE_SIZE, 20, 50, 100]}
          showQuickJumper
          search={{ placeholder: 'Search by invoice number, customer, phone, chassis or engine', testId: 'invoice-search' }}
        />
      </Card>
    </>
  );
}
