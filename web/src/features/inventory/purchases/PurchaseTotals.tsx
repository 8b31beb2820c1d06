import { Flex, Form, Typography } from 'antd';
import { formatTaka } from '../../../shared/format/taka';
import { purchaseTotals } from './purchase-form';
import type { PurchaseFormValues } from './purchase-types';

function TotalRow({ label, amount, testId, strong, danger }: { label: string; amount: number; testId: string; strong?: boolean; danger?: boolean }) {
  return (
    <Flex justify="space-between" gap={24}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text strong={strong} type={danger ? 'danger' : undefined} data-testid={testId}>
        {formatTaka(amount)}
      </Typography.Text>
    </Flex>
  );
}

/** Subtotal of the lines, other charges, the VAT (when registered), the grand total, what is paid now and what the payable will hold. */
export function PurchaseTotals({ withVat }: { withVat: boolean }) {
  const form = Form.useFormInstance<PurchaseFormValues>();
  const values = Form.useWatch([], form) as Partial<PurchaseFormValues> | undefined;
  const { subtotal, vatTotal, total, due } = purchaseTotals(values ?? {}, withVat);
  return (
    <Flex justify="flex-end" style={{ marginBottom: 16 }}>
      <Flex vertical gap={4} style={{ width: '100%', maxWidth: 320 }} data-testid="purchase-totals">
        <TotalRow label="Subtotal" amount={subtotal} testId="purchase-subtotal" />
        <TotalRow label="Other Charges" amount={values?.otherCharges ?? 0} testId="purchase-other-charges" />
        {withVat && <TotalRow label="VAT" amount={vatTotal} testId="purchase-vat-total" />}
        <TotalRow label="Grand Total" amount={total} testId="purchase-total" strong />
        <TotalRow label="Paid Now" amount={values?.paidAmount ?? 0} testId="purchase-paid" />
        <TotalRow label="Payable (due)" amount={due} testId="purchase-due" strong danger={due < 0} />
      </Flex>
    </Flex>
  );
}
