import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../shared/components/PageHeader';
import { RecordPage } from '../../shared/components/RecordPage';
import { formatTaka } from '../../shared/format/taka';
import { useHistoryTab } from '../../shared/history';
import { useCan } from '../auth/permissions';
import { CUSTOMER_PURCHASES_PAGE_SIZE, CUSTOMERS_ROUTE, useCustomer, vehicleText, type CustomerDetails, type CustomerPurchase } from './use-customers';

const BREADCRUMB = [{ title: 'Customer List', path: CUSTOMERS_ROUTE }];
const STATUS_COLOURS: Record<string, string> = { Paid: 'green', Partial: 'orange' };

/** Spec §2: Paid green, Partial orange, anything else red, 'Unknown' when there is none. */
export function PaymentStatusTag({ status }: { status: string | null }) {
  return status ? <Tag color={STATUS_COLOURS[status] ?? 'red'}>{status}</Tag> : <Tag color="red">Unknown</Tag>;
}

const PURCHASE_COLUMNS: TableColumnsType<CustomerPurchase> = [
  { title: 'Invoice ID', dataIndex: 'invoiceId', key: 'invoiceId', render: (invoiceId: string, purchase) => <Link to={`/sales/invoices/view/${purchase._id}`}>{invoiceId}</Link> },
  { title: 'Total Amount', dataIndex: 'totalAmount', key: 'totalAmount', align: 'right', render: (total: number | null) => (total === null ? 'N/A' : formatTaka(total)) },
  { title: 'Payment Status', dataIndex: 'paymentStatus', key: 'paymentStatus', render: (status: string | null) => <PaymentStatusTag status={status} /> },
  { title: 'Discount', dataIndex: 'discount', key: 'discount', align: 'right', render: (discount: number | null) => formatTaka(discount ?? 0) },
];

/** /customers/view/{id}: the customer and their purchases, 5 a page (spec §2 Customers). */
export function CustomerDetailsPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const canChange = useCan('sales:write');
  const [purchasesPage, setPurchasesPage] = useState(1);
  const customer = useCustomer(id, purchasesPage);
  const historyTab = useHistoryTab(`customer-${id ?? ''}`);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(CUSTOMERS_ROUTE)} data-testid="customer-details-back">
      Back
    </Button>
  );
  return (
    <RecordPage
      record={customer}
      header={<PageHeader title="Customer Details" breadcrumb={BREADCRUMB} actions={back} />}
      notFound={{ title: 'Customer not found.', testId: 'customer', onBack: () => navigate(CUSTOMERS_ROUTE) }}
      loadError={{ title: 'Failed to fetch customer details. Please try again.', testId: 'customer-load-error' }}
    >
      {(details) => (
        <>
          <PageHeader
            title="Customer Details"
            breadcrumb={BREADCRUMB}
            actions={
              <>
                {back}
                {canChange && (
                  <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(`${CUSTOMERS_ROUTE}/edit/${details._id}`)} data-testid="customer-details-edit">
                    Edit
                  </Button>
                )}
              </>
            }
          />
          <Flex vertical gap={16}>
            <CustomerDescriptions customer={details} />
            <Card data-testid="customer-purchases">
              <Tabs
                destroyOnHidden
                items={[
                  {
                    key: 'purchases',
                    label: 'Purchases',
                    children: (
                      <Table<CustomerPurchase>
                        rowKey="_id"
                        size="middle"
                        columns={PURCHASE_COLUMNS}
                        dataSource={details.purchases.invoices}
                        loading={customer.isFetching}
                        scroll={{ x: 'max-content' }}
                        locale={{ emptyText: 'No purchases yet' }}
                        pagination={{
                          current: purchasesPage,
                          pageSize: CUSTOMER_PURCHASES_PAGE_SIZE,
                          total: details.purchases.pagination.total,
                          showSizeChanger: false,
                          onChange: setPurchasesPage,
                          hideOnSinglePage: true,
                        }}
                        data-testid="customer-purchases-table"
                      />
                    ),
                  },
                  ...historyTab,
                ]}
              />
            </Card>
          </Flex>
        </>
      )}
    </RecordPage>
  );
}

function CustomerDescriptions({ customer }: { customer: CustomerDetails }) {
  const orNotAvailable = (text: string) => text || 'N/A';
  return (
    <Card data-testid="customer-details">
      <Descriptions
        bordered
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'name', label: 'Name', children: customer.name },
          { key: 'email', label: 'Email', children: orNotAvailable(customer.email) },
          { key: 'phone', label: 'Phone', children: customer.phone },
          { key: 'address', label: 'Address', children: orNotAvailable(customer.address) },
          { key: 'vehicle', label: 'Vehicle', children: vehicleText(customer.vehicle) },
          { key: 'fatherName', label: "Father's Name", children: orNotAvailable(customer.fatherName) },
          { key: 'nid', label: 'NID', children: orNotAvailable(customer.nid) },
          { key: 'bin', label: 'BIN', children: orNotAvailable(customer.bin) },
        ]}
      />
    </Card>
  );
}
