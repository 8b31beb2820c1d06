import { Button, Tooltip, type TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { ellipsisColumn, ListPage, rowActionsColumn, useRecordList, type ListCardDescription, type ListResource } from '../../shared/list';
import { CUSTOMER_USED_REASON, CUSTOMERS_ROUTE, customers, vehicleText, type Customer } from './use-customers';

const CUSTOMER_RESOURCE: ListResource = { name: 'Customer', plural: 'customers', countLabel: 'customers', id: 'customer', pluralId: 'customers' };
const BREADCRUMB = [{ title: 'Customer Management' }];

/** A customer on a phone: the name, how to reach them and the vehicle they ride; the table's actions. */
const CUSTOMER_CARDS: ListCardDescription<Customer> = {
  title: (customer) => <Link to={`${CUSTOMERS_ROUTE}/view/${customer._id}`}>{customer.name}</Link>,
  subtitle: (customer) => customer.address,
  figures: (customer) => [
    { label: 'Phone', value: customer.phone },
    { label: 'Vehicle', value: vehicleText(customer.vehicle) },
  ],
};

/** /customers: search by name or phone; view, edit, delete (refused, and disabled, once the customer has invoices, bookings or receivables). */
export function CustomersPage() {
  // Edit and delete change sales records: a role that only reads them (Accountant, Auditor) gets the details button only.
  const { navigate, canChange, list, remove, edit, frame } = useRecordList({ resource: CUSTOMER_RESOURCE, records: customers, permission: 'sales:write', route: CUSTOMERS_ROUTE, addLabel: 'Add Customer' });

  const columns: TableColumnsType<Customer> = [
    { title: 'Name', dataIndex: 'name', key: 'name', render: (name: string, customer) => <Link to={`${CUSTOMERS_ROUTE}/view/${customer._id}`}>{name}</Link> },
    { title: 'Phone', dataIndex: 'phone', key: 'phone' },
    ellipsisColumn<Customer>('Email', 'email', { width: 200 }),
    ellipsisColumn<Customer>('Address', 'address', { width: 220 }),
    { title: 'Vehicle', key: 'vehicle', render: (_, customer) => vehicleText(customer.vehicle) },
    rowActionsColumn<Customer>({
      itemLabel: ({ name }) => `Customer ${name}`,
      testIdSuffix: ({ phone }) => `customer-${phone}`,
      onEdit: edit,
      remove,
      deleteDisabledReason: (customer) => (customer.used ? CUSTOMER_USED_REASON : undefined),
      width: canChange ? 150 : 80,
      canChange,
      before: (customer) => (
        <Tooltip title="View details">
          <Button
            type="text"
            icon={<EyeOutlined />}
            onClick={() => navigate(`${CUSTOMERS_ROUTE}/view/${customer._id}`)}
            aria-label={`View Customer ${customer.name}`}
            data-testid={`view-customer-${customer.phone}`}
          />
        </Tooltip>
      ),
    }),
  ];

  return (
    <ListPage<Customer>
      header={{ title: 'Customers', subtitle: 'Who buys from and books with the dealership.', breadcrumb: BREADCRUMB }}
      {...frame}
      table={{ list, columns, cards: CUSTOMER_CARDS, search: 'Search by name or phone', errorTitle: 'Failed to fetch customers. Please try again.' }}
    />
  );
}
