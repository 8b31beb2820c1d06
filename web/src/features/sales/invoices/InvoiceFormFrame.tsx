import type { ReactNode } from 'react';
import { Alert, Button, Card, Col, Divider, Flex, Form, Row } from 'antd';
import { FieldColumns } from '../../../shared/components/FieldColumns';
import { PageHeader } from '../../../shared/components/PageHeader';
import { TextAreaField } from '../../../shared/components/TextAreaField';
import type { SubmitOnce } from '../../../shared/list';
import { DateInput } from '../../../shared/inputs/DateInput';
import { BookingAppliedNote } from './BookingAppliedNote';
import { CustomerSelectField } from './CustomerSelectField';
import { InvoiceChargesFields, InvoiceSumsPanel } from './InvoiceCharges';
import { invoiceSums } from './invoice-form';
import type { LineProductVat } from './invoice-vat-form';
import { InvoiceVatLines } from './InvoiceVatLines';
import { useInvoiceVat } from './use-invoice-vat';
import { useCreditSaleQuestion } from './use-credit-sale-question';
import { fromPoisha, toPoisha } from '../../../shared/format/taka';
import { InvoicePrintModal, type InvoicePrintModalProps } from './InvoicePrintModal';
import { INVOICES_BREADCRUMB } from './invoice-texts';
import { PaymentRowsEditor } from './PaymentRowsEditor';
import type { InvoiceFormPage, InvoiceFormValues } from './use-invoice-creation';
import { invoiceRoutes } from './use-invoices';
import './invoices.css';

interface InvoiceFormFrameProps<Values extends InvoiceFormValues> {
  title: string;
  subtitle: string;
  /** The page's form, booking, payment methods and the invoice just created (useInvoiceFormPage). */
  page: InvoiceFormPage<Values>;
  /** The submit (useInvoiceCreation): locked from the first click, and what the server refused. */
  creation: { submitOnce: SubmitOnce<Values>; formError: string | null };
  /** The totals of the lines the form holds now. */
  lineTotals: number[];
  /** Each line's product and its name, as far as chosen (its VAT rate, issue 24). */
  lineProducts?: (LineProductVat & { name?: string } | undefined)[];
  /** The lines: a motorcycle unit, or product rows. */
  lines: ReactNode;
  requiredCustomerMessage: string;
  testId: string;
  /** The modal that opens on the invoice just created. */
  print: Omit<InvoicePrintModalProps, 'invoice' | 'onClose'>;
}

/**
 * The page both create-invoice screens share: the booking note, customer and date, the lines,
 * charges and discount, the split-tender rows beside the sums, notes, and Create Invoice (disabled
 * while the payments pass the total, spec §5).
 */
export function InvoiceFormFrame<Values extends InvoiceFormValues>(props: InvoiceFormFrameProps<Values>) {
  const { page, testId } = props;
  const { form, booking, methods } = page;
  const values = Form.useWatch([], form) as Partial<InvoiceFormValues> | undefined;
  const vat = useInvoiceVat(values, props.lineTotals, props.lineProducts);
  const sums = invoiceSums({
    vatAdded: vat?.vatAdded,
    lineTotals: props.lineTotals,
    shippingCharge: values?.shippingCharge,
    discountType: values?.discountType,
    discountValue: values?.discountValue,
    payments: values?.payments,
    bookingAmount: booking.bookingAmount,
  });
  const lockedCustomer = booking.applicable && booking.booking ? booking.booking.customer : null;
  const overpaid = sums.change > 0;
  const { formProps, locked } = props.creation.submitOnce;
  const askCreditSale = useCreditSaleQuestion();
  const onFinish = (submitted: Values) => {
    // Overpaid sends nothing (the button is disabled then, but Enter in a field still submits).
    if (overpaid) return formProps.onFinishFailed();
    if (sums.paid === 0 && sums.total > 0) return askCreditSale(sums.due, () => formProps.onFinish(submitted), formProps.onFinishFailed);
    formProps.onFinish(submitted);
  };
  return (
    <>
      <PageHeader title={props.title} subtitle={props.subtitle} breadcrumb={INVOICES_BREADCRUMB} />
      <BookingAppliedNote booking={booking} />
      <Card>
        {props.creation.formError && <Alert type="error" showIcon message={props.creation.formError} style={{ marginBottom: 16 }} data-testid={`${testId}-error`} />}
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={page.defaults() as never}
          {...formProps}
          onFinish={onFinish}
          disabled={locked}
          requiredMark
          data-testid={testId}
        >
          <FieldColumns spans={[16, 8]}>
            <CustomerSelectField locked={lockedCustomer} testId={testId} requiredMessage={props.requiredCustomerMessage} />
            <Form.Item name="date" label="Invoice Date" rules={[{ required: true, message: 'Please select a date' }]}>
              <DateInput allowClear={false} data-testid={`${testId}-date`} />
            </Form.Item>
          </FieldColumns>
          {props.lines}
          {vat && <InvoiceVatLines vat={vat} names={(props.lineProducts ?? []).map((product) => product?.name ?? '')} testId={testId} />}
          <Divider orientation="left" plain>
            Charges & Discount
          </Divider>
          <InvoiceChargesFields subtotal={sums.subtotal} testId={testId} />
          <Divider orientation="left" plain>
            Payment
          </Divider>
          <Row gutter={[24, 16]}>
            <Col xs={24} md={14}>
              <PaymentRowsEditor
                methodOptions={methods.options}
                methodsLoading={methods.isLoading}
                bookingAmount={booking.bookingAmount}
                payInFull={fromPoisha(Math.max(0, toPoisha(sums.total) - toPoisha(booking.bookingAmount)))}
                cashMethodIds={methods.cashMethodIds}
                testId={testId}
              />
            </Col>
            <Col xs={24} md={10}>
              <InvoiceSumsPanel sums={sums} vat={vat} bookingAmount={booking.bookingAmount} testId={testId} />
            </Col>
          </Row>
          <Divider />
          <TextAreaField name="notes" label="Notes" maxLength={2000} testId={`${testId}-notes`} />
          <Flex justify="flex-end" gap={8} wrap="wrap">
            <Button onClick={() => page.navigate(invoiceRoutes.list)} disabled={false} data-testid={`${testId}-cancel`}>
              Cancel
            </Button>
            <Button type="primary" htmlType="submit" loading={locked} disabled={overpaid} data-testid={`${testId}-submit`}>
              Create Invoice
            </Button>
          </Flex>
        </Form>
      </Card>
      <InvoicePrintModal invoice={page.created} onClose={page.closeCreated} {...props.print} />
    </>
  );
}

