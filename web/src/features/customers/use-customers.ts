import { App } from 'antd';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../shared/api/api-client';
import type { Pagination } from '../../shared/api/pagination';
import { serverMessageOr } from '../../shared/api/api-error';
import { usePagedList, type DeleteAction } from '../../shared/list';
import { customerKeys } from '../../shared/query-keys';

export interface Customer {
  _id: string;
  name: string;
  phone: string;
  fatherName: string;
  email: string;
  address: string;
  nid: string;
  /** The vehicle model the customer rides. */
  vehicle: { _id: string; name: string; model: string } | null;
  /** An invoice, booking or receivable names the customer: it cannot be deleted. */
  used: boolean;
  createdAt: string;
  updatedAt: string;
}

/** One of the customer's invoices on the details page. */
export interface CustomerPurchase {
  _id: string;
  /** 'INV-000123' */
  invoiceId: string;
  invoiceType: string;
  date: string;
  totalAmount: number | null;
  paidAmount: number;
  due: number;
  paymentStatus: string | null;
  discount: number | null;
}

export interface CustomerDetails extends Customer {
  purchases: { invoices: CustomerPurchase[]; pagination: Pagination };
}

export interface CustomerFormValues {
  name: string;
  phone: string;
  fatherName?: string;
  email?: string;
  address?: string;
  nid?: string;
  vehicle?: string | null;
}

export const CUSTOMERS_PATH = '/customers';
export const CUSTOMERS_ROUTE = '/customers';
/** Spec §9: tables 10 a page; a customer's purchases 5. */
export const CUSTOMER_PAGE_SIZE = 10;
export const CUSTOMER_PURCHASES_PAGE_SIZE = 5;
export const CUSTOMER_USED_REASON = 'This customer has invoices, bookings or receivables and cannot be deleted';

/** The vehicle as the spec shows it: name and model, or N/A. */
export const vehicleText = (vehicle: Customer['vehicle']) => (vehicle ? [vehicle.name, vehicle.model].filter(Boolean).join(' ') : 'N/A');

export function useCustomerList() {
  return usePagedList<Customer>({ path: CUSTOMERS_PATH, listKey: 'customers', keys: customerKeys, pageSize: CUSTOMER_PAGE_SIZE });
}

/** GET /customers/{id} with a page of its purchases. */
export function useCustomer(id: string | undefined, purchasesPage = 1) {
  return useQuery({
    queryKey: [...customerKeys.detail(id ?? ''), { purchasesPage }],
    queryFn: () => apiClient.get<CustomerDetails>(`${CUSTOMERS_PATH}/${id}`, { purchasesPage, purchasesLimit: CUSTOMER_PURCHASES_PAGE_SIZE }),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
    // A missing customer is an answer, not a hiccup to retry.
    retry: false,
  });
}

/** The form's values as the API takes them: trimmed, '' for an empty optional text, null for no vehicle. */
export const customerBody = (values: CustomerFormValues) => ({
  name: values.name.trim(),
  phone: values.phone.trim(),
  fatherName: values.fatherName?.trim() ?? '',
  email: values.email?.trim() ?? '',
  address: values.address?.trim() ?? '',
  nid: values.nid?.trim() ?? '',
  vehicle: values.vehicle || null,
});

export const customerFormValues = ({ name, phone, fatherName, email, address, nid, vehicle }: Customer): CustomerFormValues => ({
  name,
  phone,
  fatherName,
  email,
  address,
  nid,
  vehicle: vehicle?._id ?? null,
});

/** POST /customers, or PUT /customers/{id} with every field. */
export function useSaveCustomer(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CustomerFormValues) =>
      (id ? apiClient.put<Customer>(`${CUSTOMERS_PATH}/${id}`, { id, ...customerBody(values) }) : apiClient.post<Customer>(CUSTOMERS_PATH, customerBody(values))).then((result) => result.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all, refetchType: 'all' }),
  });
}

/** Delete behind the row's confirmation; a refusal says why (the server's reason), else the spec's text. */
export function useDeleteCustomer(): DeleteAction<Customer> {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => apiClient.delete(`${CUSTOMERS_PATH}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
  return {
    run: (customer) =>
      remove.mutate(customer._id, {
        onSuccess: () => message.success('Customer deleted successfully.'),
        onError: (error) => message.error(serverMessageOr(error, 'Failed to delete customer.')),
      }),
    isDeleting: (customer) => remove.isPending && remove.variables === customer._id,
  };
}
