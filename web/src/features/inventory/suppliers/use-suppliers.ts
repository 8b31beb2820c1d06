import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import type { Answer } from '../../../shared/api/contract-types';
import { crudResource } from '../../../shared/list';
import { supplierKeys } from '../../../shared/query-keys';

/** A supplier as GET /api/suppliers answers it; while `purchaseCount` or `openPayableCount` is above 0 it cannot be deleted. */
export type Supplier = Answer<'SuppliersController_get'>;

export interface SupplierFormValues {
  name: string;
  contactPerson: string;
  phone: string;
  email: string;
  address: string;
  notes?: string;
  /** Business Identification Number (13 digits) of a VAT-registered supplier. */
  bin?: string;
  isActive: boolean;
}

export const SUPPLIERS_PATH = '/suppliers';
export const SUPPLIERS_ROUTE = '/suppliers';
/** Spec §9: tables 10 a page; after a successful add or update, back to the list after 1 second. */
export const SUPPLIER_PAGE_SIZE = 10;
export const SUPPLIER_REDIRECT_DELAY_MS = 1000;

const toBody = (values: SupplierFormValues) => ({
  name: values.name.trim(),
  contactPerson: values.contactPerson.trim(),
  phone: values.phone.trim(),
  email: values.email.trim(),
  address: values.address.trim(),
  notes: values.notes?.trim() ?? '',
  bin: values.bin?.trim() ?? '',
  isActive: values.isActive,
});

/** POST /suppliers, or PUT /suppliers/{id} with every field; delete behind the row's confirmation, a refusal saying why (the server's reason), else the spec's text. */
export const suppliers = crudResource<Supplier, SupplierFormValues>({
  path: SUPPLIERS_PATH,
  listKey: 'suppliers',
  keys: supplierKeys,
  pageSize: SUPPLIER_PAGE_SIZE,
  label: 'Supplier',
  texts: { deleteFailed: 'Failed to delete supplier. Please try again.' },
  deleteFailedTitle: 'Deletion Failed',
  toBody,
});

export const { useList: useSupplierList, useRecord: useSupplier, useSave: useSaveSupplier, useRemove: useDeleteSupplier } = suppliers;

/** The list's active switch: PUT /suppliers/{id} with id and isActive (spec §7). */
export function useToggleSupplier() {
  const { message, notification } = App.useApp();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: ({ supplier, isActive }: { supplier: Supplier; isActive: boolean }) => apiClient.put<Supplier>(`${SUPPLIERS_PATH}/${supplier._id}`, { id: supplier._id, isActive }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supplierKeys.all }),
  });
  return {
    run: (supplier: Supplier, isActive: boolean) =>
      toggle.mutate(
        { supplier, isActive },
        {
          onSuccess: () => message.success(`${supplier.name} is now ${isActive ? 'active' : 'inactive'}.`),
          onError: () => notification.error({ message: 'Update Failed', description: 'Failed to update supplier status. Please try again.' }),
        },
      ),
    isToggling: (supplier: Supplier) => toggle.isPending && toggle.variables?.supplier._id === supplier._id,
  };
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Why a supplier cannot be deleted, or undefined when it can. */
export function deleteBlockedReason(supplier: Supplier): string | undefined {
  const held = [
    ...(supplier.purchaseCount > 0 ? [counted(supplier.purchaseCount, 'purchase', 'purchases')] : []),
    ...(supplier.openPayableCount > 0 ? [counted(supplier.openPayableCount, 'open payable', 'open payables')] : []),
  ];
  return held.length ? `It has ${held.join(' and ')}: mark it inactive instead.` : undefined;
}
