import { useState } from 'react';
import { Button, Tooltip, type TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { formatTaka } from '../../../shared/format/taka';
import { ListFilterSelect, ListPage, rowActionsColumn, useModalForm, type ListResource } from '../../../shared/list';
import { productLabel, productSelectOptions, useProductOptions } from '../purchases/purchasing-options';
import { MotorcycleDetailsModal } from './MotorcycleDetailsModal';
import { MotorcycleFormModal } from './MotorcycleFormModal';
import { MotorcycleStatusTag, NextServiceDate } from './MotorcycleStatusTag';
import { deleteBlockedReason, MOTORCYCLE_STATUSES, type Motorcycle, type MotorcycleFormValues, type MotorcycleStatus } from './motorcycle-types';
import { MOTORCYCLE_PAGE_SIZES, toMotorcycleFormValues, useMotorcycleActions, useMotorcycleList } from './use-motorcycles';

const MOTORCYCLE_RESOURCE: ListResource = { name: 'Motorcycle', plural: 'motorcycles', countLabel: 'motorcycles', id: 'motorcycle', pluralId: 'motorcycles' };

export function MotorcyclesPage() {
  const list = useMotorcycleList();
  const modal = useModalForm<Motorcycle, MotorcycleFormValues>(toMotorcycleFormValues);
  const { save, remove } = useMotorcycleActions(modal);
  const [viewing, setViewing] = useState<Motorcycle | null>(null);
  const products = useProductOptions('Motorcycle');

  const columns: TableColumnsType<Motorcycle> = [
    { title: 'Chassis No', dataIndex: 'chassisNo', key: 'chassisNo', width: 190 },
    { title: 'Engine No', dataIndex: 'engineNo', key: 'engineNo', width: 170 },
    { title: 'Status', dataIndex: 'status', key: 'status', width: 120, render: (status: MotorcycleStatus) => <MotorcycleStatusTag status={status} /> },
    { title: 'Colour', dataIndex: 'color', key: 'color', width: 120 },
    { title: 'Product', key: 'product', width: 240, render: (_, motorcycle) => (motorcycle.productId ? productLabel(motorcycle.productId) : '—') },
    { title: 'Purchase Price', dataIndex: 'purchasePrice', key: 'purchasePrice', width: 160, align: 'right', render: (price: number) => formatTaka(price) },
    { title: 'Mileage', dataIndex: 'mileage', key: 'mileage', width: 110, align: 'right', render: (mileage: number) => `${(mileage ?? 0).toLocaleString('en-IN')} km` },
    { title: 'Next Service', dataIndex: 'nextServiceDate', key: 'nextServiceDate', width: 140, render: (date: string | null) => <NextServiceDate date={date} /> },
    rowActionsColumn<Motorcycle>({
      itemLabel: (motorcycle) => `motorcycle ${motorcycle.chassisNo}`,
      testIdSuffix: (motorcycle) => `motorcycle-${motorcycle.chassisNo}`,
      onEdit: modal.openForEdit,
      remove,
      deleteDisabledReason: deleteBlockedReason,
      deleteDescription: () => 'It leaves the register and its posting is reversed.',
      width: 150,
      before: (motorcycle) => (
        <Tooltip title="View">
          <Button
            type="text"
            icon={<EyeOutlined />}
            onClick={() => setViewing(motorcycle)}
            aria-label={`View motorcycle ${motorcycle.chassisNo}`}
            data-testid={`view-motorcycle-${motorcycle.chassisNo}`}
          />
        </Tooltip>
      ),
    }),
  ];

  return (
    <ListPage<Motorcycle, MotorcycleFormValues>
      header={{ title: 'Motorcycle Inventory', subtitle: 'Every unit by chassis and engine number: the stock of the motorcycle products.', breadcrumb: [{ title: 'Inventory & Stock' }] }}
      resource={MOTORCYCLE_RESOURCE}
      crud={{ modal, save, form: MotorcycleFormModal }}
      table={{
        list,
        columns,
        scroll: { x: 1400 },
        pageSizeOptions: MOTORCYCLE_PAGE_SIZES,
        errorTitle: 'Failed to fetch motorcycles. Please try again.',
        emptyText: 'No motorcycles in the register',
        search: { placeholder: 'Search by chassis, engine or product', testId: 'motorcycle-search' },
        toolbar: (
          <>
            <ListFilterSelect list={list} name="status" placeholder="All statuses" width={160} values={MOTORCYCLE_STATUSES} testId="motorcycle-status-filter" />
            <ListFilterSelect
              list={list}
              name="productId"
              placeholder="All products"
              width={220}
              showSearch
              optionFilterProp="label"
              loading={products.isLoading}
              options={productSelectOptions(products.data)}
              testId="motorcycle-product-filter"
            />
          </>
        ),
      }}
    >
      <MotorcycleDetailsModal motorcycle={viewing} onClose={() => setViewing(null)} />
    </ListPage>
  );
}
