import { useState } from 'react';
import { Button, Switch, Tag, Tooltip, type TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { ellipsisColumn, ListPage, rowActionsColumn, useRecordList, type ListResource } from '../../../shared/list';
import { SupplierDetailsModal } from './SupplierDetailsModal';
import { deleteBlockedReason, suppliers, SUPPLIERS_ROUTE, useToggleSupplier, type Supplier } from './use-suppliers';

const SUPPLIER_RESOURCE: ListResource = { name: 'Supplier', plural: 'suppliers', countLabel: 'suppliers', id: 'supplier', pluralId: 'suppliers' };
export const SUPPLIERS_BREADCRUMB = [{ title: 'Inventory & Stock' }];

/** /suppliers: search over name, contact person, phone and email; active switch per row; details, edit, delete (spec §2 Suppliers). */
export function SuppliersPage() {
  // The switch, edit and delete change inventory: a role that only reads it sees the state and the details.
  const { canChange, list, remove, edit, frame } = useRecordList({ resource: SUPPLIER_RESOURCE, records: suppliers, permission: 'inventory:write', route: SUPPLIERS_ROUTE, editSegment: 'update', addLabel: 'Add new Supplier' });
  const toggle = useToggleSupplier();
  const [viewing, setViewing] = useState<Supplier | null>(null);

  const columns: TableColumnsType<Supplier> = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Contact Person', dataIndex: 'contactPerson', key: 'contactPerson' },
    { title: 'Phone', dataIndex: 'phone', key: 'phone' },
    ellipsisColumn<Supplier>('Email', 'email', { width: 220 }),
    {
      title: 'Active',
      key: 'isActive',
      width: 90,
      render: (_, supplier) =>
        canChange ? (
          <Switch
            checked={supplier.isActive}
            loading={toggle.isToggling(supplier)}
            onChange={(checked) => toggle.run(supplier, checked)}
            aria-label={`${supplier.name} active`}
            data-testid={`toggle-supplier-${supplier.name}`}
          />
        ) : (
          <Tag color={supplier.isActive ? 'success' : 'default'} data-testid={`supplier-active-${supplier.name}`}>
            {supplier.isActive ? 'Active' : 'Inactive'}
          </Tag>
        ),
    },
    rowActionsColumn<Supplier>({
      itemLabel: ({ name }) => `Supplier ${name}`,
      testIdSuffix: ({ name }) => `supplier-${name}`,
      onEdit: edit,
      remove,
      deleteDisabledReason: deleteBlockedReason,
      width: canChange ? 150 : 80,
      before: (supplier) => (
        <Tooltip title="View details">
          <Button type="text" icon={<EyeOutlined />} onClick={() => setViewing(supplier)} aria-label={`View Supplier ${supplier.name}`} data-testid={`view-supplier-${supplier.name}`} />
        </Tooltip>
      ),
      canChange,
    }),
  ];

  return (
    <ListPage<Supplier>
      header={{ title: 'Suppliers', subtitle: 'Who the dealership buys motorcycles, parts and accessories from.', breadcrumb: SUPPLIERS_BREADCRUMB }}
      {...frame}
      table={{ list, columns, search: { placeholder: 'Search name, contact, phone, email', testId: 'supplier-search' }, totalLabel: (total) => `${total} ${total === 1 ? 'supplier' : 'suppliers'}`, errorTitle: 'Failed to fetch suppliers. Please try again.' }}
    >
      <SupplierDetailsModal supplier={viewing} onClose={() => setViewing(null)} />
    </ListPage>
  );
}
