import { useEffect, useState } from 'react';
import { Alert, App, DatePicker, Form, Input, InputNumber, Modal, Radio, Typography, type ButtonProps } from 'antd';
import { ApiError, serverMessageOr } from '../../../shared/api/api-error';
import { fitModalWidth } from '../../../shared/components/modal-width';
import { DISPLAY_DATE_FORMAT } from '../../../shared/format/date';
import { TakaInput } from '../../../shared/inputs/TakaInput';
import { fillForm, useDiscardGuard, useSubmitOnce } from '../../../shared/list';
import { STOCK_ACTIONS, STOCK_MODAL_WIDTH, stockAdjustmentOpeningValues } from './product-rules';
import type { Product, StockAdjustmentType } from './types';
import { addsStock, toStockAdjustmentBody, useAdjustStock, type StockAdjustmentValues } from './use-stock';
import { countOf } from '../../../shared/format/count';

/** The API's field names on this form's fields. */
const FIELD_OF: Record<string, keyof StockAdjustmentValues> = { stockChange: 'quantity', date: 'adjustmentDate', adjustmentDate: 'adjustmentDate', unitCost: 'unitCost', reason: 'reason', reference: 'reference' };

interface StockAdjustmentModalProps {
  product: Product;
  /** The adjustment being made; null while closed. */
  type: StockAdjustmentType | null;
  onClose: () => void;
}

/** Stock In, Stock Out, Adjustment, Mark Damaged: 600 wide, the date and time opening at now. */
export function StockAdjustmentModal({ product, type, onClose }: StockAdjustmentModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<StockAdjustmentValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const adjust = useAdjustStock(product._id);
  const open = type !== null;
  const requestClose = useDiscardGuard(form, onClose, open);
  const action = STOCK_ACTIONS.find((candidate) => candidate.type === type);
  const quantity = Form.useWatch('quantity', form);
  const direction = Form.useWatch('direction', form);
  const adding = type !== null && addsStock(type, direction);

  useEffect(() => {
    if (!open) return;
    submitOnce.release();
    setFormError(null);
    fillForm(form, stockAdjustmentOpeningValues(product));
  }, [open, type, form]);

  // A success closes the modal; it is released when the modal opens again.
  const submitOnce = useSubmitOnce((values: StockAdjustmentValues) => {
    if (!type) return;
    setFormError(null);
    return adjust.mutateAsync(toStockAdjustmentBody(type, values), {
      onSuccess: () => {
        message.success('Stock adjustment completed successfully.');
        onClose();
      },
      onError: (error) => {
        message.error(serverMessageOr(error, 'Failed to adjust stock.'));
        const fields = error instanceof ApiError ? Object.entries(error.fieldErrors).filter(([name]) => FIELD_OF[name]) : [];
        form.setFields(fields.map(([name, text]) => ({ name: FIELD_OF[name], errors: [text] })));
        if (fields.length === 0 && error instanceof ApiError && error.fromServer) setFormError(error.message);
      },
    });
  });

  const after = typeof quantity === 'number' ? product.stock + (adding ? quantity : -quantity) : null;

  return (
    <Modal
      open={open}
      title={`${action?.title ?? 'Stock'} · ${product.name}`}
      width={fitModalWidth(STOCK_MODAL_WIDTH)}
      okText={adding ? 'Add Stock' : 'Remove Stock'}
      okButtonProps={{ danger: !adding, 'data-testid': 'stock-modal-submit' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'stock-modal-cancel' } as ButtonProps}
      confirmLoading={adjust.isPending || submitOnce.locked}
      onOk={() => submitOnce.submit(form)}
      onCancel={() => !adjust.isPending && requestClose()}
      maskClosable={!adjust.isPending}
      forceRender
      data-testid="stock-modal"
    >
      {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 16 }} data-testid="stock-modal-error" />}
      <Form<StockAdjustmentValues> form={form} layout="vertical" {...submitOnce.formProps} disabled={adjust.isPending} data-testid="stock-form">
        {type === 'adjustment' && (
          <Form.Item name="direction" label="Direction">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'increase', label: 'Increase (found more)' },
                { value: 'decrease', label: 'Decrease (found fewer)' },
              ]}
              data-testid="stock-form-direction"
            />
          </Form.Item>
        )}
        <Form.Item
          name="quantity"
          label="Quantity"
          dependencies={['direction']}
          extra={after !== null && `Stock after: ${countOf(after, 'units')} (now ${product.stock})`}
          rules={[
            { required: true, message: 'Quantity is required.' },
            { type: 'number', min: 1, message: 'Quantity must be at least 1.' },
            {
              validator: (_, value: number | null) =>
                !adding && typeof value === 'number' && value > product.stock ? Promise.reject(new Error(`Insufficient stock: ${product.stock} in stock`)) : Promise.resolve(),
            },
          ]}
        >
          <InputNumber min={1} precision={0} style={{ width: '100%' }} placeholder="Units" data-testid="stock-form-quantity" />
        </Form.Item>
        {type === 'stock_in' && (
          <Form.Item name="unitCost" label="Unit Cost" rules={[{ required: true, message: 'Unit cost is required.' }, { type: 'number', min: 0, message: 'Unit cost cannot be negative' }]} extra="Brought in at this cost; it moves the average cost.">
            <TakaInput prefix="৳" min={0} data-testid="stock-form-unit-cost" />
          </Form.Item>
        )}
        <Form.Item name="adjustmentDate" label="Adjustment Date & Time" rules={[{ required: true, message: 'Date is required.' }]}>
          <DatePicker showTime={{ format: 'HH:mm' }} format={`${DISPLAY_DATE_FORMAT} HH:mm`} style={{ width: '100%' }} data-testid="stock-form-date" />
        </Form.Item>
        <Form.Item name="reason" label="Reason" rules={[{ required: true, whitespace: true, message: 'Reason is required.' }]}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder="e.g. Physical count, damaged in transit" data-testid="stock-form-reason" />
        </Form.Item>
        <Form.Item name="reference" label="Reference" extra={<Typography.Text type="secondary">Optional: a document or count sheet number.</Typography.Text>}>
          <Input maxLength={100} data-testid="stock-form-reference" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
