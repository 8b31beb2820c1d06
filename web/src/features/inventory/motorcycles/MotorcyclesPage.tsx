import { useState } from 'react';
import { Button, Tooltip, type TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { formatTaka } from '../../../shared/format/taka';
import { ListFilterSelect, ListPage, useCrudScreen, type CardFigure, type CrudRowActions, type ListCardDescription, type ListResource } from '../../../shared/list';
import { productLabel, productSelectOptions, useProductOptions } from '../products/product-options';
import { MotorcycleDetailsModal } from './MotorcycleDetailsModal';
import { MotorcycleFormModal } from './MotorcycleFormModal';
import { MotorcycleStatusTag, NextServiceDate } from './MotorcycleStatusTag';
import { deleteBlockedReason, MOTORCYCLE_STATUSES, type Motorcycle, type MotorcycleStatus } from './motorcycle-types';
import { MOTORCYCLE_PAGE_SIZES, toMotorcycleFormValues, useMotorcycleActions, useMotorcycleList } from './use-motorcycles';
import { useCan } from '../../auth/permissions';

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

/** A unit on a phone: chassis, engine and product, its status, what it cost (to a role that sees costs) and its service; the table's actions. */
function motorcycleCards(seesCosts: boolean): ListCardDescription<Motorcycle> {
  return {
    title: (motorcycle) => motorcycle.chassisNo,
    subtitle: (motorcycle) => [motorcycle.engineNo, motorcycle.productId ? productLabel(motorcycle.productId) : '', motorcycle.color].filter(Boolean).join(' · '),
    status: (motorcycle) => <MotorcycleStatusTag status={motorcycle.status as MotorcycleStatus} />,
    figures: (motorcycle) => {
      const figures: CardFigure[] = seesCosts ? [{ label: 'Purchase Price', value: formatTaka(motorcycle.purchasePrice) }] : [];
      return [...figures, { label: 'Next Service', value: <NextServiceDate date={motorcycle.nextServiceDate ?? null} /> }];
    },
  };
}

export function MotorcyclesPage() {
  const [viewing, setViewing] = useState<Motorcycle | null>(null);
  const products = useProductOptions('Motorcycle');
  // Sales sees units and sale prices, not what a unit cost (the server leaves it out).
  const seesCosts = useCan('costs:read');
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
        columns: seesCosts ? columns : columns.filter((column) => column.key !== 'purchasePrice'),
        scroll: { x: 1400 },
        cards: motorcycleCards(seesCosts),
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
