import { Button, Descriptions, Modal, Tag } from 'antd';
import { fitModalWidth } from '../../../shared/components/modal-width';
import { formatDate } from '../../../shared/format/date';
import type { Supplier } from './use-suppliers';

/** The view-details modal of the suppliers list. */
export function SupplierDetailsModal({ supplier, onClose }: { supplier: Supplier | null; onClose: () => void }) {
  return (
    <Modal
      open={supplier !== null}
      title="Supplier Details"
      width={fitModalWidth(640)}
      onCancel={onClose}
      footer={
        <Button onClick={onClose} data-testid="supplier-details-close">
          Close
        </Button>
      }
    >
      {supplier && (
        <Descriptions column={1} bordered size="small" data-testid="supplier-details" labelStyle={{ width: 160 }}>
          <Descriptions.Item label="Name">{supplier.name}</Descriptions.Item>
          <Descriptions.Item label="Contact Person">{supplier.contactPerson}</Descriptions.Item>
          <Descriptions.Item label="Phone">{supplier.phone}</Descriptions.Item>
          <Descriptions.Item label="Email">{supplier.email}</Descriptions.Item>
          <Descriptions.Item label="Address">{supplier.address}</Descriptions.Item>
          <Descriptions.Item label="BIN">{supplier.bin || 'N/A'}</Descriptions.Item>
          <Descriptions.Item label="Notes">{supplier.notes || 'N/A'}</Descriptions.Item>
          <Descriptions.Item label="Status">{supplier.isActive ? <Tag color="green">Active</Tag> : <Tag color="red">Inactive</Tag>}</Descriptions.Item>
          <Descriptions.Item label="Purchases">{supplier.purchaseCount}</Descriptions.Item>
          <Descriptions.Item label="Open Payables">{supplier.openPayableCount}</Descriptions.Item>
          <Descriptions.Item label="Created">{formatDate(supplier.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="Last Updated">{formatDate(supplier.updatedAt)}</Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
