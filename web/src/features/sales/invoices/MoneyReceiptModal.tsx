import { Button, Flex, Modal, Skeleton } from 'antd';
import { fitModalWidth } from '../../../shared/components/modal-width';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import type { PrintableMoneyReceipt } from '../../../shared/print/document-types';
import { MoneyReceiptDocument } from '../../../shared/print/MoneyReceiptDocument';
import { PrintButton } from '../../../shared/print/PrintPaper';
import { useBusinessSettings } from '../../settings/business-profile/use-business-settings';
import { NO_PROFILE } from '../bookings/BookingReceipt';

/** The money receipt's print preview: the A5 receipt of one payment (or refund) and the browser's print. */
export function MoneyReceiptModal({ receipt, onClose }: { receipt: PrintableMoneyReceipt | null; onClose: () => void }) {
  const settings = useBusinessSettings();
  return (
    <Modal
      open={receipt !== null}
      title="Money Receipt"
      width={fitModalWidth(720)}
      onCancel={onClose}
      destroyOnHidden
      wrapProps={{ 'data-testid': 'money-receipt-modal' }}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose} data-testid="money-receipt-close">
            Close
          </Button>
          <PrintButton label="Print Receipt" testId="money-receipt-print" />
        </Flex>
      }
    >
      {settings.isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {settings.error && <LoadErrorAlert title="Error loading the business profile" error={settings.error} onRetry={() => settings.refetch()} testId="money-receipt-error" />}
      {receipt && !settings.isLoading && !settings.error && <MoneyReceiptDocument receipt={receipt} business={settings.data ?? NO_PROFILE} />}
    </Modal>
  );
}
