import { Button, Space, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { ellipsisColumn, ListPage, useCrudScreen, type CrudRowActions, type ListResource } from '../../../shared/list';
import { purchaseFromRequisitionPath } from '../purchases/purchase-prefill';
import { RequisitionFormModal } from './RequisitionFormModal';
import { requisitionProductsText, toRequisitionFormValues, useRequisitionActions, useRequisitionList, type Requisition } from './use-requisitions';

const REQUISITION_RESOURCE: ListResource = { name: 'Requisition', plural: 'requisitions', countLabel: 'requisitions', id: 'requisition', pluralId: 'requisitions' };

const columns: TableColumnsType<Requisition> = [
  { title: 'Supplier', key: 'supplier', width: 200, render: (_, requisition) => requisition.supplier?.name ?? '—' },
  { title: 'Products', key: 'products', width: 320, render: (_, requisition) => requisitionProductsText(requisition) },
  ellipsisColumn<Requisition>('Notes', 'notes', { width: 240 }),
];

export function RequisitionsPage() {
  const navigate = useNavigate();
  /** Create Purchase, edit, and delete: the spec deletes a requisition at once, without a confirmation. */
  const rowActions: CrudRowActions<Requisition> = {
    width: 150,
    // Every button changes purchasing: a role that only reads it gets none.
    cell: (requisition, { edit, remove, canChange }) =>
      canChange && (
        <Space size={4}>
          <Tooltip title="Create Purchase">
            <Button
              type="text"
              icon={<ShoppingCartOutlined />}
              onClick={() => navigate(purchaseFromRequisitionPath(requisition._id))}
              aria-label="Create Purchase"
              data-testid={`purchase-requisition-${requisition._id}`}
            />
          </Tooltip>
          <Tooltip title="Edit">
            <Button type="text" icon={<EditOutlined />} onClick={() => edit(requisition)} aria-label="Edit requisition" data-testid={`edit-requisition-${requisition._id}`} />
          </Tooltip>
          <Tooltip title="Delete">
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              loading={remove.isDeleting(requisition)}
              onClick={() => remove.run(requisition)}
              aria-label="Delete requisition"
              data-testid={`delete-requisition-${requisition._id}`}
            />
          </Tooltip>
        </Space>
    ),
  };
  const screen = useCrudScreen(REQUISITION_RESOURCE, { useList: useRequisitionList, useActions: useRequisitionActions, toFormValues: toRequisitionFormValues, form: RequisitionFormModal, rowActions });

  return (
    <ListPage
      header={{ title: 'Requisitions', subtitle: 'Goods to order from suppliers; turn one into a purchase when they arrive.', breadcrumb: [{ title: 'Inventory & Stock' }] }}
      screen={screen}
      add={{ label: 'Create Requisition', testId: 'add-requisition' }}
      table={{
        columns,
        errorTitle: 'Failed to fetch requisitions. Please try again.',
        emptyText: 'No requisitions',
        search: 'Search by supplier or notes',
      }}
    />
  );
}
