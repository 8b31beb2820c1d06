import { Tabs, Tag, type TableColumnsType } from 'antd';
import { ListPage, rowActionsColumn, useRecordList, type ListResource } from '../../shared/list';
import { vehicles, VEHICLES_ROUTE, type Vehicle } from './use-vehicles';

const VEHICLE_RESOURCE: ListResource = { name: 'Vehicle', plural: 'vehicles', countLabel: 'vehicles', id: 'vehicle', pluralId: 'vehicles' };
export const VEHICLES_BREADCRUMB = [{ title: 'Vehicle Management' }];

export function VehicleTypeTag({ type }: { type: Vehicle['type'] }) {
  return <Tag color={type === 'Scooter' ? 'green' : 'blue'}>{type}</Tag>;
}

/** /vehicles: name, model, year and type; search on name and model; one 'All' tab (spec §2 Vehicles). */
export function VehiclesPage() {
  // Edit and delete change the models: only a role that may change inventory gets them.
  const { canChange, list, remove, edit, frame } = useRecordList({ resource: VEHICLE_RESOURCE, records: vehicles, permission: 'inventory:write', route: VEHICLES_ROUTE, addLabel: 'Add New Vehicle' });

  const columns: TableColumnsType<Vehicle> = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Model', dataIndex: 'model', key: 'model' },
    { title: 'Year', dataIndex: 'year', key: 'year', width: 90 },
    { title: 'Type', dataIndex: 'type', key: 'type', width: 130, render: (type: Vehicle['type']) => <VehicleTypeTag type={type} /> },
    ...(canChange
      ? [
          rowActionsColumn<Vehicle>({
            itemLabel: ({ name, model }) => `Vehicle ${name} ${model}`,
            testIdSuffix: ({ name, model, year }) => `vehicle-${name}-${model}-${year}`,
            onEdit: edit,
            remove,
          }),
        ]
      : []),
  ];

  return (
    <ListPage<Vehicle>
      header={{ title: 'Vehicles', subtitle: 'The motorcycle and scooter models the dealership sells and services.', breadcrumb: VEHICLES_BREADCRUMB }}
      {...frame}
      above={<Tabs className="list-tabs" activeKey="all" items={[{ key: 'all', label: 'All' }]} data-testid="vehicle-tabs" />}
      table={{ list, columns, search: 'Search by name or model', totalLabel: (total) => `${total} ${total === 1 ? 'vehicle' : 'vehicles'}`, errorTitle: 'Failed to fetch vehicles. Please try again.' }}
    />
  );
}
