import { Button, Form, Input, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { CrudFormModal, useModalForm, useSaveAction } from '../../../shared/list';
import { bangladeshPhoneRule } from '../../../shared/inputs/phone-rule';
import type { Invoice } from './invoice-types';
import { INVOICES_PATH } from './use-invoices';
import { customerKeys, queryKeys, salesKey } from '../../../shared/query-keys';

/** What PUT /api/invoices/{id} changes: what moves no value, printed on the invoice. */
interface InvoiceDetailsValues {
  customerName: string;
  phone: string;
  email: string;
  address: string;
  notes: string;
}

/** An invoice moves stock, a customer's purchases and receivables: their screens show these details too. */
const AFFECTED_BY_DETAILS = [salesKey, customerKeys.all, queryKeys.books] as const;

const detailsOf = (invoice: Invoice | null): Partial<InvoiceDetailsValues> => ({
  customerName: invoice?.customer.name ?? '',
  phone: invoice?.customer.phone ?? '',
  email: invoice?.customer.email ?? '',
  address: invoice?.customer.address ?? '',
  notes: invoice?.notes ?? '',
});

const trimmed = (values: InvoiceDetailsValues): InvoiceDetailsValues => ({
  customerName: (values.customerName ?? '').trim(),
  phone: (values.phone ?? '').trim(),
  email: (values.email ?? '').trim(),
  address: (values.address ?? '').trim(),
  notes: (values.notes ?? '').trim(),
});

/**
 * Edit on the invoice view: the customer's contact details printed on this invoice and its notes
 * (PUT /api/invoices/{id}). Items, prices, discount and payments move value and are not here: a
 * wrong one is voided and issued again.
 */
export function EditInvoiceDetailsButton({ invoice }: { invoice: Invoice }) {
  const modal = useModalForm<Invoice, InvoiceDetailsValues>(detailsOf);
  const save = useSaveAction<Invoice, InvoiceDetailsValues, InvoiceDetailsValues>({
    path: INVOICES_PATH,
    label: 'Invoice',
    modal,
    invalidates: AFFECTED_BY_DETAILS,
    toBody: trimmed,
  });
  return (
    <>
      <Button icon={<EditOutlined />} onClick={() => modal.openForEdit(invoice)} data-testid="edit-invoice">
        Edit
      </Button>
      <CrudFormModal modal={modal} save={save} title={{ create: 'Edit Invoice', update: `Edit Invoice ${invoice.invoiceId ?? ''}`.trim() }} testId="invoice-details-form" width={560} okText={{ create: 'Save', update: 'Save' }}>
        <Typography.Paragraph type="secondary" data-testid="invoice-details-form-note">
          Only the contact details printed on this invoice and its notes can be changed. Items, prices, discount and payments cannot: void the invoice and issue a new one.
        </Typography.Paragraph>
        <Form.Item name="customerName" label="Customer Name" rules={[{ required: true, whitespace: true, message: 'Customer name is required' }, { max: 100, message: 'Customer name must be at most 100 characters' }]}>
          <Input maxLength={100} data-testid="invoice-details-name" />
        </Form.Item>
        <Form.Item name="phone" label="Phone" rules={[{ required: true, whitespace: true, message: 'Phone is required' }, { max: 30, message: 'Phone must be at most 30 characters' }, bangladeshPhoneRule({ recorded: invoice.customer.phone })]}>
          <Input maxLength={30} data-testid="invoice-details-phone" />
        </Form.Item>
        <Form.Item name="email" label="Email" rules={[{ type: 'email', message: 'Please enter a valid email' }, { max: 254, message: 'Email must be at most 254 characters' }]}>
          <Input maxLength={254} data-testid="invoice-details-email" />
        </Form.Item>
        <Form.Item name="address" label="Address" rules={[{ max: 500, message: 'Address must be at most 500 characters' }]}>
          <Input.TextArea rows={2} maxLength={500} data-testid="invoice-details-address" />
        </Form.Item>
        <Form.Item name="notes" label="Notes" rules={[{ max: 2000, message: 'Notes must be at most 2000 characters' }]}>
          <Input.TextArea rows={3} maxLength={2000} showCount data-testid="invoice-details-notes" />
        </Form.Item>
      </CrudFormModal>
    </>
  );
}
