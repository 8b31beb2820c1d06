import { Button, Modal } from 'antd';
import { fitModalWidth } from '../../../shared/components/modal-width';
import { PRICE_HISTORY_MODAL_WIDTH } from './product-rules';
import { PriceHistoryPanel } from './PriceHistoryPanel';

/** The 800-wide price history modal of the details page. */
export function PriceHistoryModal({ productId, productName, open, onClose }: { productId: string; productName: string; open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title={`Price History · ${productName}`}
      width={fitModalWidth(PRICE_HISTORY_MODAL_WIDTH)}
      onCancel={onClose}
      footer={
        <Button onClick={onClose} data-testid="price-history-close">
          Close
        </Button>
      }
      destroyOnHidden
      data-testid="price-history-modal"
    >
      <PriceHistoryPanel productId={productId} enabled={open} />
    </Modal>
  );
}
