import { Alert, Button, Form, Input, InputNumber, Space, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { FieldColumns } from '../../../shared/components/FieldColumns';
import { SearchSelect } from '../../../shared/components/SearchSelect';
import { formatTaka } from '../../../shared/format/taka';
import { DateInput } from '../../../shared/inputs/DateInput';
import { againstField } from '../../../shared/inputs/field-rules';
import { TakaInput } from '../../../shared/inputs/TakaInput';
import { CrudFormModal, type CrudModalProps } from '../../../shared/list';
import { PurchaseItemsEditor } from './PurchaseItemsEditor';
import { PurchaseTotals } from './PurchaseTotals';
import { dueDateFor, payableHasPayments, purchaseTotals } from './purchase-form';
import type { Purchase, PurchaseFormValues } from './purchase-types';
import { productSelectOptions, useProductOptions } from '../products/product-options';
import { usePaymentMethodOptions } from '../../accounts/payment-methods/payment-method-options';
import { SupplierSelectField } from './SupplierSelectField';
import { PurchaseMushakFields } from './PurchaseMushakFields';
import { usePurchaseVatScheme } from './purchase-vat';

/** Payment terms or the purchase date changed: the due date follows (it can still be set by hand). */
function refreshDueDate(form: FormInstance<PurchaseFormValues>, changes: { purchaseDate?: Dayjs | null; paymentTerms?: number | null }) {
  const purchaseDate = 'purchaseDate' in changes ? changes.purchaseDate : form.getFieldValue('purchaseDate');
  const paymentTerms = 'paymentTerms' in changes ? changes.paymentTerms : form.getFieldValue('paymentTerms');
  const dueDate = dueDateFor(purchaseDate, paymentTerms);
  if (dueDate) form.setFieldValue('dueDate', dueDate);
}

/** Create or edit a purchase: supplier, memo, dates and terms, the lines (with a Motorcycle line's units) and what is paid now. */
export function PurchaseFormModal(props: CrudModalProps<PurchaseFormValues, Purchase>) {
  const { editing, form } = props.modal;
  const products = useProductOptions();
  const paymentMethods = usePaymentMethodOptions(editing?.purchasePaymentMethod);

  const editedProducts = (editing?.items ?? []).flatMap((item) => (item.product ? [item.product] : []));
  const knownTypes = new Map(editedProducts.map((product) => [product._id, product.type as string]));
  const locked = editing !== null && payableHasPayments(editing);
  // VAT fields only when the business is registered on the purchase date (issue 24).
  const vatScheme = usePurchaseVatScheme(Form.useWatch('purchaseDate', form) as Dayjs | undefined);
  const withVat = vatScheme !== null;

  return (
    <CrudFormModal {...props} title="Purchase" testId="purchase-form" width={960} okText={{ create: 'Save Purchase', update: 'Update Purchase' }}>
      {products.isError && <Alert type="error" showIcon message="Failed to fetch products. Please try again." style={{ marginBottom: 16 }} />}
      {locked && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="Its payable has payments, so this purchase can no longer be changed." data-testid="purchase-form-locked" />
      )}
      {editing && !locked && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="Saving reverses the original receipt and its posting and receives the purchase anew."
        />
      )}
      <FieldColumns spans={[12]}>
        <SupplierSelectField current={editing?.supplier} testId="purchase-form-supplier" />
        <Form.Item name="memoNumber" label="Memo Number" rules={[{ required: true, whitespace: true, message: 'Please enter a memo number!' }]}>
          <Input placeholder="The supplier's memo or bill number" maxLength={50} data-testid="purchase-form-memo" />
        </Form.Item>
      </FieldColumns>
      <FieldColumns spans={[8]}>
        <Form.Item name="purchaseDate" label="Purchase Date" rules={[{ required: true, message: 'Please select a purchase date!' }]}>
          <DateInput onChange={(date) => refreshDueDate(form, { purchaseDate: date })} data-testid="purchase-form-date" />
        </Form.Item>
        <Form.Item
          name="paymentTerms"
          label="Payment Terms (days)"
          rules={[{ type: 'number', min: 0, max: 365, message: 'Payment terms must be 0 to 365 days' }]}
        >
          <InputNumber min={0} max={365} precision={0} style={{ width: '100%' }} onChange={(terms) => refreshDueDate(form, { paymentTerms: terms })} data-testid="purchase-form-terms" />
        </Form.Item>
        <Form.Item
          name="dueDate"
          label="Due Date"
          dependencies={['purchaseDate']}
          rules={[{ required: true, message: 'Please select a due date!' }, againstField<Dayjs | null, Dayjs>('purchaseDate', (dueDate, purchaseDate) => Boolean(dueDate && purchaseDate && dueDate.isBefore(purchaseDate, 'day')) && 'Due date cannot be before the purchase date')]}
        >
          <DateInput data-testid="purchase-form-due-date" />
        </Form.Item>
      </FieldColumns>
      {vatScheme && <PurchaseMushakFields scheme={vatScheme} />}
      <PurchaseItemsEditor products={products.data ?? []} productOptions={productSelectOptions(products.data, editedProducts)} productsLoading={products.isLoading} knownTypes={knownTypes} withVat={withVat} />
      <FieldColumns spans={[8]}>
        <Form.Item name="otherCharges" label="Other Charges" tooltip="Transport, labour and the like: shared over the lines by value into their cost" rules={[{ type: 'number', min: 0, message: 'Other charges cannot be negative' }]}>
          <TakaInput prefix="৳" min={0} placeholder="0.00" data-testid="purchase-form-other-charges" />
        </Form.Item>
        <Form.Item name="purchasePaymentMethod" label="Payment Method" rules={[{ required: true, message: 'Please select a payment method!' }]}>
          <SearchSelect placeholder="Select a payment method" loading={paymentMethods.isLoading} options={paymentMethods.options} data-testid="purchase-form-payment-method" />
        </Form.Item>
        <PaidAmountField form={form} withVat={withVat} />
      </FieldColumns>
      <Form.Item name="notes" label="Notes">
        <Input.TextArea rows={2} maxLength={1000} data-testid="purchase-form-notes" />
      </Form.Item>
      <PurchaseTotals withVat={withVat} />
    </CrudFormModal>
  );
}

/** What is paid at once with the payment method; the rest opens a payable. 'Full' pays the whole total now. */
function PaidAmountField({ form, withVat }: { form: FormInstance<PurchaseFormValues>; withVat: boolean }) {
  const totalNow = () => purchaseTotals(form.getFieldsValue(true) as PurchaseFormValues, withVat).total;
  return (
    <Form.Item label="Paid Amount" tooltip="Paid now with the payment method; the rest is owed to the supplier as a payable" required={false}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item
          name="paidAmount"
          noStyle
          dependencies={['items', 'otherCharges']}
          rules={[
            {
              validator: (_, paid: number | null | undefined) => {
                const total = totalNow();
                return (paid ?? 0) < 0 || (paid ?? 0) > total ? Promise.reject(new Error(`Paid amount must be between ৳0.00 and ${formatTaka(total)}`)) : Promise.resolve();
              },
            },
          ]}
        >
          <TakaInput prefix="৳" min={0} placeholder="0.00" data-testid="purchase-form-paid" />
        </Form.Item>
        <Button onClick={() => form.setFieldValue('paidAmount', totalNow())} data-testid="purchase-form-pay-full">
          Full
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
