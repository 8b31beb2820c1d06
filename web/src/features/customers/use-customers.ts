import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../shared/api/api-client';
import { crudResource } from '../../shared/list';
import { customerKeys } from '../../shared/query-keys';

import type { Customer, CustomerDetails } from './customer-types';

export type { Customer, CustomerDetails, CustomerPurchase } from './customer-types';

export interface CustomerFormValues {
  name: string;
  phone: string;
  fatherName?: string;
  email?: string;
  address?: string;
  nid?: string;
  /** A business customer's BIN (13 digits), for the Mushak-6.3. */
  bin?: string;
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
  bin: values.bin?.trim() ?? '',
  vehicle: values.vehicle || null,
});

export const customerFormValues = ({ name, phone, fatherName, email, address, nid, bin, vehicle }: Customer): CustomerFormValues => ({
  name,
  phone,
  fatherName,
  email,
  address,
  nid,
  bin,
  vehicle: vehicle?._id ?? null,
});

/** POST /customers, or PUT /customers/{id} with every field; delete behind the row's confirmation, a refusal saying why (the server's reason), else the spec's text. */
export const customers = crudResource<Customer, CustomerFormValues>({
  path: CUSTOMERS_PATH,
  listKey: 'customers',
  keys: customerKeys,
  pageSize: CUSTOMER_PAGE_SIZE,
  label: 'Customer',
  texts: { deleteFailed: 'Failed to delete customer.' },
  toBody: customerBody,
});

export const { useList: useCustomerList, useSave: useSaveCustomer, useRemove: useDeleteCustomer } = customers;
