import { useState } from 'react';
import { App, Button, Input, Modal, Typography, type ButtonProps } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { serverMessageOr } from '../../../shared/api/api-error';
import { fitModalWidth } from '../../../shared/components/modal-width';
import { OverdraftDeclined, useOverdraftConfirmation } from '../../accounts/shared/overdraft';
import { INVOICE_TEXTS } from './invoice-texts';
import type { Invoice } from './invoice-types';
import { pendingApprovalOf, useVoidInvoice } from './use-invoices';

/**
 * Void (DELETE /api/invoices/{id}) behind a confirmation that says what a void does: the postings
 * reversed, the stock and the motorcycle returned, the booking restored, the payments refunded to
 * their methods. A bank refund into overdraft asks again.
 */
export function VoidInvoiceButton({ invoice }: { invoice: Invoice }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const voiding = useVoidInvoice(invoice._id);
  const confirmingOverdraft = useOverdraftConfirmation();

  const run = async () => {
    try {
      const result = await confirmingOverdraft((allowOverdraft) => voiding.mutateAsync({ reason, allowOverdraft }));
      // A Sales user's void only asks: it waits for an Administrator or Accountant (202).
      if (pendingApprovalOf(result.data)) message.info(result.message || INVOICE_TEXTS.voidRequested);
      else message.success(result.message || `Invoice ${invoice.invoiceId ?? ''} voided`);
      setOpen(false);
    } catch (error) {
      if (!(error instanceof OverdraftDeclined)) message.error(serverMessageOr(error, INVOICE_TEXTS.voidFailed));
    }
  };

  return (
    <>
      <Button danger icon={<StopOutlined />} onClick={() => setOpen(true)} data-testid="void-invoice">
        Void
      </Button>
      <Modal
        open={open}
        title={`Void invoice ${invoice.invoiceId ?? ''}?`}
        width={fitModalWidth(520)}
        okText="Void Invoice"
        okButtonProps={{ danger: true, loading: voiding.isPending, 'data-testid': 'void-invoice-confirm' } as ButtonProps}
        cancelButtonProps={{ 'data-testid': 'void-invoice-cancel' } as ButtonProps}
        onOk={run}
        onCancel={() => !voiding.isPending && setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          Voiding reverses the invoice's postings, returns its stock{invoice.invoiceType === 'Motorcycle' ? ' and the motorcycle' : ''}, restores any booking
          applied and refunds its payments to their methods. The invoice keeps its number, marked void.
        </Typography.Paragraph>
        <Input.TextArea rows={2} maxLength={500} showCount placeholder="Reason (optional)" value={reason} onChange={(event) => setReason(event.target.value)} data-testid="void-invoice-reason" />
      </Modal>
    </>
  );
}
