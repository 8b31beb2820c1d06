import { useState } from 'react';
import { Button, Tooltip, type TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { formatTaka } from '../../../shared/format/taka';
import { ListFilterSelect, ListPage, useCrudScreen, type CrudRowActions, type ListResource } from '../../../shared/list';
import { productLabel, productSelectOptions, useProductOptions } from '../products/product-options';
import { MotorcycleDetailsModal } from './MotorcycleDetailsModal';
import { MotorcycleFormModal } from './MotorcycleFormModal';
import { MotorcycleStatusTag, NextServiceDate } from './MotorcycleStatusTag';
import { deleteBlockedReason, MOTORCYCLE_STATUSES, type Motorcycle, type MotorcycleStatus } from './motorcycle-types';
import { MOTORCYCLE_PAGE_SIZES, toMotorcycleFormValues, useMotorcycleActions, useMotorcycleList } from './use-motorcycles';

const MOTORCYCLE_RESOURCE: ListResource = { name: 'Motorcycle', plural: 'motorcycles', countLabel: 'motorcycles', id: 'motorcycle', pluralId: 'motorcycles' };

const columns: TableColumnsType<Motorcycle> = [
  { title: 'Chassis No', dataIndex: 'chassisNo', key: 'chassisNo', width: 190 },
  { title: 'Engine No', dataIndex: 'engineNo', key: 'engineNo', width: 170 },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 120, render: (status: MotorcycleStatus) => <MotorcycleStatusTag status={status} /> },
  { title: 'Colour', dataIndex: 'color', key: 'color', width: 120 },
  { title: 'Product', key: 'product', width: 240, render: (_, motorcycle) => (motorcycle.productId ? productLabel(motorcycle.productId) : '—') },
  { title: 'Purchase Price', dataIndex: 'purchasePrice', key: 'purchasePrice', width: 160, align: 'right', render: (price: number) => formatTaka(price) },
  { title: 'Mileage', dataIndex: 'mileage', key: 'mileage', width: 110, align: 'right', render: (mileage: number) => `${(mileage ?? 0).toLocaleString('en-IN')} km` },
  { title: 'Next Service', dataIndex: 'nextServiceDate', key: 'nextServiceDate', width: 140, render: (date: string | null) => <NextServiceDate date={date} /> },
];

export function MotorcyclesPage() {
  const [viewing, setViewing] = useState<Motorcycle | null>(null);
  const products = useProductOptions('Motorcycle');
  /** View, edit and delete; only an Available unit entered by hand can be deleted. */
  const rowActions: CrudRowActions<Motorcycle> = {
    itemLabel: (motorcycle) => `motorcycle ${motorcycle.chassisNo}`,
    testKey: (motorcycle) => motorcycle.chassisNo,
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
  };
  const screen = useCrudScreen(MOTORCYCLE_RESOURCE, { useList: useMotorcycleList, useActions: useMotorcycleActions, toFormValues: toMotorcycleFormValues, form: MotorcycleFormModal, rowActions });
  const filters = (
    <>
      <ListFilterSelect list={screen.list} name="status" placeholder="All statuses" width={160} values={MOTORCYCLE_STATUSES} testId="motorcycle-status-filter" />
      <ListFilterSelect list={screen.list} name="productId" placeholder="All products" width={220} searchable loading={products.isLoading} options={productSelectOptions(products.data)} testId="motorcycle-product-filter" />
    </>
  );

  return (
    <ListPage
      header={{ title: 'Motorcycle Inventory', subtitle: 'Every unit by chassis and engine number: the stock of the motorcycle products.', breadcrumb: [{ title: 'Inventory & Stock' }] }}
      screen={screen}
      table={{
        columns,
        scroll: { x: 1400 },
        pageSizeOptions: MOTORCYCLE_PAGE_SIZES,
        errorTitle: 'Failed to fetch motorcycles. Please try again.',
        emptyText: 'No motorcycles in the register',
        search: 'Search by chassis, engine or product',
        toolbar: filters,
      }}
    >
      <MotorcycleDetailsModal motorcycle={viewing} onClose={() => setViewing(null)} />
    </ListPage>
  );
}
