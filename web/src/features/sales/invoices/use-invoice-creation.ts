import { useEffect, useState } from 'react';
import { App, Form, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router-dom';
import { ApiError, serverMessageOr } from '../../../shared/api/api-error';
import { fillForm, useSubmitOnce } from '../../../shared/list';
import { useUnsavedChangesGuard } from '../../../shared/leave-guard/use-unsaved-changes-guard';
import { dhakaTodayValue } from '../../../shared/format/date';
import { emptyPaymentRow, paymentRowsToSend, type PaymentRowValues } from './invoice-form';
import { INVOICE_TEXTS } from './invoice-texts';
import type { DiscountType, Invoice, InvoiceBody, InvoiceType, PaymentRowBody } from './invoice-types';
import { useInvoiceBooking, type InvoiceBookingState } from './use-invoice-booking';
import { useInvoiceDraft } from './use-invoice-draft';
import { useCreateInvoice, useSalePaymentMethods } from './use-invoices';

/** The fields both invoice forms share. */
export interface InvoiceFormValues {
  customer?: string;
  date?: Dayjs | null;
  shippingCharge?: number | null;
  discountType: DiscountType;
  discountValue?: number | null;
  payments: PaymentRowValues[];
  notes?: string;
}

type FieldPath = (string | number)[];

interface InvoiceCreationOptions<Values extends InvoiceFormValues> {
  form: FormInstance<Values>;
  invoiceType: InvoiceType;
  booking: InvoiceBookingState;
  bookingMoneyMethodId: string | undefined;
  /** The lines as the API takes them. */
  items: (values: Values) => Record<string, unknown>[];
  /** The form field a server error on `items.{index}.{field}` belongs to. */
  itemField: (index: number, field: string) => FieldPath | null;
  /** null: sent for approval (a Sales user's discount above the limit), nothing issued yet. */
  onCreated: (invoice: Invoice | null) => void;
}

/** The payment rows as sent (the locked booking row first) and the form row each came from. */
function paymentsOf(values: InvoiceFormValues, booking: InvoiceBookingState, bookingMoneyMethodId: string | undefined) {
  const sent: PaymentRowBody[] = [];
  const formRows: (number | null)[] = [];
  if (booking.applicable && bookingMoneyMethodId) {
    sent.push({ method: bookingMoneyMethodId, amount: booking.bookingAmount });
    formRows.push(null);
  }
  (values.payments ?? []).forEach((row, index) => {
    const [payment] = paymentRowsToSend([row]);
    if (!payment) return;
    sent.push(payment);
    formRows.push(index);
  });
  return { sent, formRows };
}

/**
 * Sends a new invoice from either form, once per click sequence (useSubmitOnce): the body of spec
 * §7 (only payment rows with a method and an amount, the booking's locked row, the bookingId), and
 * a refusal's field errors put back on the rows they came from; what names no field shows above the form.
 */
export function useInvoiceCreation<Values extends InvoiceFormValues>(options: InvoiceCreationOptions<Values>) {
  const { message } = App.useApp();
  const create = useCreateInvoice();
  const [formError, setFormError] = useState<string | null>(null);

  function showErrors(error: unknown, formRows: (number | null)[]) {
    const text = serverMessageOr(error, INVOICE_TEXTS.createFailed);
    message.error(text);
    if (!(error instanceof ApiError)) return setFormError(text);
    const unplaced: string[] = [];
    const fields: { name: FieldPath; errors: string[] }[] = [];
    for (const [field, fieldMessage] of Object.entries(error.fieldErrors)) {
      const parts = field.split('.');
      let path: FieldPath | null = null;
      if (parts[0] === 'payments' && parts.length === 3) {
        const row = formRows[Number(parts[1])];
        path = row === null || row === undefined ? null : ['payments', row, parts[2]];
      } else if (parts[0] === 'items' && parts.length === 3) {
        path = options.itemField(Number(parts[1]), parts[2]);
      } else if (['customer', 'shippingCharge', 'discountValue', 'discountType', 'notes', 'date'].includes(field)) {
        path = [field];
      }
      if (path) fields.push({ name: path, errors: [fieldMessage] });
      else unplaced.push(fieldMessage);
    }
    options.form.setFields(fields as never);
    setFormError(unplaced.length > 0 ? unplaced.join(' ') : fields.length === 0 ? text : null);
  }

  const submitOnce = useSubmitOnce((values: Values) => {
    setFormError(null);
    const { sent, formRows } = paymentsOf(values, options.booking, options.bookingMoneyMethodId);
    const body: InvoiceBody = {
      customer: values.customer ?? '',
      invoiceType: options.invoiceType,
      items: options.items(values),
      shippingCharge: values.shippingCharge ?? 0,
      discountType: values.discountType ?? 'flat',
      discountValue: values.discountValue ?? 0,
      payments: sent,
      bookingId: options.booking.applicable && options.booking.bookingId ? options.booking.bookingId : undefined,
      notes: values.notes?.trim() || undefined,
      date: values.date ? values.date.format('YYYY-MM-DD') : '',
    };
    return create.mutateAsync(body, {
      onSuccess: ({ invoice, message: serverMessage }) => {
        if (invoice) message.success(serverMessage || `Invoice ${invoice.invoiceId ?? ''} created successfully`.replace('  ', ' '));
        else message.info(serverMessage || INVOICE_TEXTS.sentForApproval);
        options.onCreated(invoice);
        // The form has started over: the next invoice is a new submit.
        submitOnce.release();
      },
      onError: (error) => showErrors(error, formRows),
    });
  });

  return { submitOnce, formError, clearFormError: () => setFormError(null) };
}

/** Which form a page is, for its browser draft, and what it does once a draft is restored. */
interface InvoiceDraftOptions {
  name: string;
  onRestored?: (values: Record<string, unknown>) => void;
}

/**
 * What both create-invoice pages hold: the form, the booking it carries, the payment methods (the
 * default one on the first row), the invoice just created (for its print or preview modal), and
 * the form's fresh values; after a creation the form starts over, without the booking it applied.
 * A changed form asks before it is left, and is kept as a draft in the browser until it is saved.
 */
export function useInvoiceFormPage<Values extends InvoiceFormValues>(lineDefaults: () => Partial<Values>, route: () => string, draftOptions: InvoiceDraftOptions) {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const booking = useInvoiceBooking();
  const methods = useSalePaymentMethods();
  const [created, setCreated] = useState<Invoice | null>(null);
  useUnsavedChangesGuard(() => form.isFieldsTouched());
  const draft = useInvoiceDraft(form, draftOptions.name, booking.bookingId ?? null, (values) => draftOptions.onRestored?.(values));

  const defaults = (): Partial<Values> =>
    ({
      date: dhakaTodayValue(),
      discountType: 'flat',
      shippingCharge: null,
      discountValue: null,
      payments: [emptyPaymentRow(methods.defaultMethodId)],
      ...lineDefaults(),
    }) as Partial<Values>;

  // The default method arrives after the form mounts: put it on the first row while that row is empty.
  useEffect(() => {
    if (methods.defaultMethodId && !form.getFieldValue(['payments', 0, 'method'] as never)) form.setFieldValue(['payments', 0, 'method'] as never, methods.defaultMethodId as never);
  }, [methods.defaultMethodId]);

  const onCreated = (invoice: Invoice | null) => {
    // Sent for approval: the form starts over all the same, so the request is not sent twice.
    if (invoice) setCreated(invoice);
    draft.clear();
    fillForm(form, defaults());
    // The booking is applied now: the form starts over without it.
    if (booking.bookingId) navigate(route(), { replace: true });
  };

  return { form, booking, methods, created, closeCreated: () => setCreated(null), defaults, onCreated, navigate };
}

export type InvoiceFormPage<Values extends InvoiceFormValues> = ReturnType<typeof useInvoiceFormPage<Values>>;
