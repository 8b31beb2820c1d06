import { useEffect, useState } from 'react';
import { Button, Form, Select, Space } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { AddCustomerModal } from '../../customers/AddCustomerModal';
import { useCustomer, type Customer } from '../../customers/use-customers';
import { customerKeys } from '../../../shared/query-keys';

export interface CustomerChoice {
  _id: string;
  name: string;
  phone: string;
}

const TYPING_PAUSE_MS = 300;
const SEARCH_LIMIT = 20;
const customerLabel = (customer: CustomerChoice) => `${customer.name} · ${customer.phone}`;

/** Customers matching what is typed (name or phone), a page at a time from the server. */
function useCustomerSearch(text: string) {
  const [search, setSearch] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(text.trim()), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const params = { search, limit: SEARCH_LIMIT };
  return useQuery({
    queryKey: customerKeys.list(params),
    queryFn: () => apiClient.get<{ customers: Customer[] }>('/customers', params),
    select: (data) => data.customers ?? [],
    placeholderData: keepPreviousData,
  });
}

interface CustomerSelectFieldProps {
  /** A booking fixes the customer: the invoice must be theirs. */
  locked?: CustomerChoice | null;
  testId: string;
  /** The invoice screens' message when no customer is chosen. */
  requiredMessage: string;
}

/**
 * The invoice's customer: a search over the customers, and 'Add New Customer' (spec §2) that adds
 * one in a modal and picks it at once.
 */
export function CustomerSelectField({ locked, testId, requiredMessage }: CustomerSelectFieldProps) {
  const form = Form.useFormInstance();
  const [typed, setTyped] = useState('');
  const [adding, setAdding] = useState(false);
  // The chosen customer's label, even when the current search no longer lists them.
  const [chosen, setChosen] = useState<CustomerChoice | null>(null);
  const found = useCustomerSearch(typed);

  useEffect(() => {
    if (!locked) return;
    setChosen(locked);
    form.setFieldValue('customer', locked._id);
  }, [locked?._id]);

  const customers: CustomerChoice[] = [...(found.data ?? [])];
  if (chosen && !customers.some((customer) => customer._id === chosen._id)) customers.unshift(chosen);
  // A customer put in by the form itself (a restored draft) is looked up, so it shows by name.
  const customerId = Form.useWatch('customer', form) as string | undefined;
  const unknown = useCustomer(customerId && !customers.some((customer) => customer._id === customerId) ? customerId : undefined);
  if (unknown.data && unknown.data._id === customerId && !customers.some((customer) => customer._id === customerId)) customers.unshift(unknown.data);
  const options = customers.map((customer) => ({ value: customer._id, label: customerLabel(customer) }));

  const pick = (customer: CustomerChoice) => {
    setChosen(customer);
    form.setFieldValue('customer', customer._id);
    form.validateFields(['customer']).catch(() => undefined);
  };

  return (
    <>
      <Form.Item label="Customer" required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="customer" noStyle rules={[{ required: true, message: requiredMessage }]}>
            <Select
              showSearch
              allowClear={!locked}
              disabled={Boolean(locked)}
              placeholder="Search by name or phone"
              filterOption={false}
              onSearch={setTyped}
              onChange={(id: string | undefined) => {
                const customer = customers.find((candidate) => candidate._id === id);
                setChosen(customer ?? null);
              }}
              loading={found.isFetching}
              options={options}
              notFoundContent={found.isFetching ? 'Searching…' : 'No customer found'}
              popupMatchSelectWidth={false}
              transitionName=""
              style={{ width: '100%', minWidth: 0 }}
              data-testid={`${testId}-customer`}
            />
          </Form.Item>
          {!locked && (
            <Button icon={<UserAddOutlined />} onClick={() => setAdding(true)} data-testid={`${testId}-add-customer`}>
              <span className="invoice-add-customer-label">Add New Customer</span>
            </Button>
          )}
        </Space.Compact>
      </Form.Item>
      <AddCustomerModal
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(customer) => pick(customer)}
        initialValues={/^[\d+\s-]{3,}$/.test(typed) ? { phone: typed } : typed ? { name: typed } : undefined}
      />
    </>
  );
}
