import { Alert, Button, Card, Descriptions, Grid, Tabs } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../shared/components/PageHeader';
import { RecordPage } from '../../../shared/components/RecordPage';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { PrintButton } from '../../../shared/print/PrintPaper';
import { AddInvoicePayment } from './AddInvoicePayment';
import { InvoicePaper } from './invoice-papers';
import { InvoicePaymentHistory } from './InvoicePaymentHistory';
import { INVOICE_TEXTS, INVOICES_BREADCRUMB, loadFailedTitle } from './invoice-texts';
import type { Invoice } from './invoice-types';
import { PaymentStatusTag, VoidedFigure } from './PaymentStatusTag';
import { invoiceRoutes, useInvoice } from './use-invoices';
import { VoidInvoiceButton } from './VoidInvoiceButton';
import { InvoiceApprovalsNote } from '../../approvals/InvoiceApprovalsNote';
import { EditInvoiceDetailsButton } from './EditInvoiceDetailsButton';
import { InvoiceVatSummary } from './InvoiceVatSummary';
import { useCan } from '../../auth/permissions';
import { EntityHistory, useCanReadHistory } from '../../../shared/history';
import './invoices.css';

type ViewTab = 'invoice' | 'chalan' | 'payments' | 'add-payment' | 'history';

/** The tabs an invoice offers (spec §2): Chalan only for a motorcycle invoice, Add Payment only while something is due, to a role that may change sales. */
function tabsOf(invoice: Invoice, canChange: boolean): ViewTab[] {
  const tabs: ViewTab[] = ['invoice'];
  if (invoice.invoiceType === 'Motorcycle') tabs.push('chalan');
  tabs.push('payments');
  if (canChange && invoice.paymentStatus !== 'Paid' && invoice.status !== 'Voided') tabs.push('add-payment');
  return tabs;
}

const TAB_LABELS: Record<ViewTab, string> = { invoice: 'Invoice', chalan: 'Chalan', payments: 'Payment History', 'add-payment': 'Add Payment', history: 'History' };

/** Invoice view /sales/invoices/view/{id}?tab= (spec §2): the printed Invoice and Chalan, the payments, Add Payment, and Void. */
export function InvoiceViewPage() {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const record = useInvoice(id);
  const back = () => navigate(invoiceRoutes.list);
  return (
    <RecordPage
      record={record}
      header={<PageHeader title="Invoice Details" breadcrumb={INVOICES_BREADCRUMB} />}
      notFound={{ title: 'Invoice not found', testId: 'invoice', onBack: back }}
      loadError={{ title: loadFailedTitle(INVOICE_TEXTS.loadDetailsFailed, record.error), testId: 'invoice-load-error' }}
    >
      {(invoice) => <InvoiceView invoice={invoice} onBack={back} />}
    </RecordPage>
  );
}

function InvoiceView({ invoice, onBack }: { invoice: Invoice; onBack: () => void }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const canChange = useCan('sales:write');
  const phone = !Grid.useBreakpoint().sm;
  const historyStream = `invoice-${invoice._id}`;
  const canReadHistory = useCanReadHistory(historyStream);
  const tabs = [...tabsOf(invoice, canChange), ...(canReadHistory ? (['history'] as const) : [])];
  const asked = searchParams.get('tab') as ViewTab | null;
  const tab: ViewTab = asked && tabs.includes(asked) ? asked : 'invoice';
  const voided = invoice.status === 'Voided';
  const printable = tab === 'invoice' || tab === 'chalan';

  const setTab = (next: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'invoice') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  const body: Record<ViewTab, JSX.Element> = {
    invoice: <InvoicePaper invoice={invoice} kind="invoice" />,
    chalan: <InvoicePaper invoice={invoice} kind="chalan" />,
    payments: <InvoicePaymentHistory invoice={invoice} />,
    'add-payment': <AddInvoicePayment invoice={invoice} onAdded={() => setTab('payments')} />,
    history: <EntityHistory stream={historyStream} />,
  };

  return (
    <>
      <PageHeader
        title={`Invoice ${invoice.invoiceId ?? ''}`.trim()}
        subtitle={<PaymentStatusTag status={invoice.paymentStatus} voided={voided} />}
        breadcrumb={INVOICES_BREADCRUMB}
        actions={
          <>
            <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="invoice-back">
              Back
            </Button>
            {printable && <PrintButton label={tab === 'chalan' ? 'Print Chalan' : 'Print Invoice'} testId="invoice-print" />}
            {!voided && canChange && <EditInvoiceDetailsButton invoice={invoice} />}
            {!voided && canChange && <VoidInvoiceButton invoice={invoice} />}
          </>
        }
      />
      {voided && (
        <Alert
          type="error"
          showIcon
          message={`This invoice was voided${invoice.voidedAt ? ` on ${formatDate(invoice.voidedAt)}` : ''}${invoice.voidReason ? `: ${invoice.voidReason}` : ''}`}
          description={`Its postings were reversed, its goods returned${invoice.refundedAmount > 0 ? ` and ${formatTaka(invoice.refundedAmount)} paid refunded to its methods` : ''}${
            invoice.bookingMoneyRestored > 0 ? `; the booking money ${formatTaka(invoice.bookingMoneyRestored)} went back to the booking` : ''
          }. Nothing is owed on it; the figures below are as they stood when it was voided.`}
          style={{ marginBottom: 16 }}
          data-testid="invoice-voided"
        />
      )}
      {!voided && <InvoiceApprovalsNote invoiceId={invoice._id} />}
      <Card style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} data-testid="invoice-summary">
          <Descriptions.Item label="Customer">
            {invoice.customer.name} · {invoice.customer.phone}
          </Descriptions.Item>
          <Descriptions.Item label="Date">{formatDate(invoice.date)}</Descriptions.Item>
          <Descriptions.Item label="Type">{invoice.invoiceType}</Descriptions.Item>
          <Descriptions.Item label={voided ? 'Total (voided)' : 'Total'}>
            <span data-testid="invoice-summary-total">{voided ? <VoidedFigure amount={invoice.totalAmount} /> : formatTaka(invoice.totalAmount)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={voided ? 'Paid (voided)' : 'Paid'}>
            <span data-testid="invoice-summary-paid">{voided ? <VoidedFigure amount={invoice.paidAmount} /> : formatTaka(invoice.paidAmount)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={voided ? 'Due (voided)' : 'Due'}>
            <span data-testid="invoice-summary-due">{voided ? <VoidedFigure amount={invoice.due} /> : formatTaka(invoice.due)}</span>
          </Descriptions.Item>
          {voided && (
            <Descriptions.Item label="Refunded">
              <span data-testid="invoice-summary-refunded">{formatTaka(invoice.refundedAmount)}</span>
            </Descriptions.Item>
          )}
          {!voided && invoice.dueDate && invoice.due > 0 && <Descriptions.Item label="Due Date">{formatDate(invoice.dueDate)}</Descriptions.Item>}
          {invoice.booking && (
            <Descriptions.Item label="Booking Applied">
              {invoice.booking.bookingNumber ?? 'Booking'} · {formatTaka(invoice.booking.amount)}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <InvoiceVatSummary invoice={invoice} />
      {/* On a phone the tabs sit closer, so a settled invoice's four fit without scrolling the tab bar. */}
      <Card styles={{ body: { padding: phone ? 12 : undefined } }}>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          tabBarGutter={phone ? 16 : undefined}
          destroyOnHidden
          items={tabs.map((key) => ({ key, label: <span data-testid={`invoice-tab-${key}`}>{TAB_LABELS[key]}</span>, children: body[key] }))}
        />
      </Card>
    </>
  );
}
