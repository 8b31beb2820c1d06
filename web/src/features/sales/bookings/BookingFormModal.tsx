import { Alert, Form, Select } from 'antd';
import { FieldColumns } from '../../../shared/components/FieldColumns';
import { SearchSelect } from '../../../shared/components/SearchSelect';
import { formatTaka } from '../../../shared/format/taka';
import { AmountField } from '../../../shared/components/AmountField';
import { CrudFormModal, type CrudModalProps } from '../../../shared/list';
import { productLabel } from '../../inventory/products/product-options';
import { TransactionIdField } from '../../accounts/payment-methods/TransactionIdField';
import { CustomerSelectField } from '../invoices/CustomerSelectField';
import { useAvailableMotorcycles, useSalePaymentMethods } from '../invoices/use-invoices';
import { BOOKING_DESCRIPTIONS, CHOSEN_STATUSES, MOTORCYCLE_RESERVATION, type Booking, type BookingFormValues } from './use-bookings';

interface UnitChoice {
  _id: string;
  chassisNo: string;
  engineNo: string;
  color: string;
  product: { name: string; model: string } | null;
}

const unitLabel = (unit: UnitChoice) => `${unit.product ? productLabel(unit.product) : 'Motorcycle'} · ${unit.color || '—'} · ${unit.chassisNo} / ${unit.engineNo}`;

/**
 * Add or edit a booking (spec §3, §5): customer (searched by name or phone), amount, the method
 * the money came by, what it is for, the status; for a motorcycle reservation, an Available unit
 * it holds. The customer of a booking stays its own once taken.
 */
export function BookingFormModal(props: CrudModalProps<BookingFormValues, Booking>) {
  const { editing, form } = props.modal;
  const methods = useSalePaymentMethods();
  const available = useAvailableMotorcycles();
  const description = Form.useWatch('description', form);
  const status = Form.useWatch('status', form);
  const units: UnitChoice[] = (available.data ?? []).map((unit) => ({ _id: unit._id, chassisNo: unit.chassisNo, engineNo: unit.engineNo, color: unit.color, product: unit.productId }));
  // The unit the booking holds is Reserved, not Available: it stays a choice.
  if (editing?.motorcycle && !units.some((unit) => unit._id === editing.motorcycle!._id)) units.unshift(editing.motorcycle);
  const methodOptions = [...methods.options];
  if (editing && !methodOptions.some((option) => option.value === editing.method._id)) methodOptions.push({ value: editing.method._id, label: editing.method.name });
  const forMotorcycle = description === MOTORCYCLE_RESERVATION || Boolean(editing?.motorcycle);
  const cancelling = editing !== null && status === 'Cancelled' && editing.chosenStatus !== 'Cancelled';
  const money = editing && editing.refundedAmount > 0;

  return (
    <CrudFormModal {...props} title="Booking" testId="booking-form" width={640} okText={{ create: 'Add Booking', update: 'Update Booking' }}>
      {money && <Alert type="info" showIcon style={{ marginBottom: 16 }} message="Part of this booking was refunded: its amount and payment method no longer change." />}
      {cancelling && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="booking-form-cancel-warning"
          message={`Cancelling returns ${formatTaka(editing.refundableAmount)} to ${editing.method.name}${editing.motorcycle ? ` and releases motorcycle ${editing.motorcycle.chassisNo}` : ''}.`}
        />
      )}
      <CustomerSelectField locked={editing ? editing.customer : null} testId="booking-form" requiredMessage="Please select a customer" />
      <FieldColumns spans={[12]}>
        <AmountField messages={{ required: 'Please enter amount', positive: 'Amount cannot be negative' }} minimum={0} disabled={Boolean(money)} testId="booking-form-amount" />
        <Form.Item name="method" label="Payment Method" rules={[{ required: true, message: 'Please select payment method' }]}>
          <SearchSelect placeholder="How the money was paid" loading={methods.isLoading} options={methodOptions} disabled={Boolean(money)} data-testid="booking-form-method" />
        </Form.Item>
        <TransactionIdField name="transactionId" methodName="method" label="Transaction ID" testId="booking-form-transaction-id" />
        <Form.Item name="description" label="Description">
          <Select
            allowClear
            placeholder="What the booking is for"
            options={BOOKING_DESCRIPTIONS.map((value) => ({ value, label: value }))}
            onChange={(value) => value !== MOTORCYCLE_RESERVATION && !editing?.motorcycle && form.setFieldValue('motorcycleId', null)}
            data-testid="booking-form-description"
          />
        </Form.Item>
        <Form.Item name="status" label="Status" rules={[{ required: true, message: 'Please select status' }]}>
          <Select options={CHOSEN_STATUSES.filter((value) => editing || value !== 'Cancelled').map((value) => ({ value, label: value }))} data-testid="booking-form-status" />
        </Form.Item>
      </FieldColumns>
      {forMotorcycle && (
        <Form.Item name="motorcycleId" label="Motorcycle" extra="Only Available motorcycles can be reserved; it stays Reserved until the booking is invoiced, refunded or cancelled.">
          <SearchSelect
            allowClear
            placeholder="Search by product, chassis or engine number"
            loading={available.isLoading}
            options={units.map((unit) => ({ value: unit._id, label: unitLabel(unit) }))}
            notFoundContent="No Available motorcycle"
            popupMatchSelectWidth={false}
            data-testid="booking-form-motorcycle"
          />
        </Form.Item>
      )}
    </CrudFormModal>
  );
}
