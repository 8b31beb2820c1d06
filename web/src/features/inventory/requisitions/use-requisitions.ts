import { usePagedList, useResourceActions, type ModalForm } from '../../../shared/list';
import { withListFieldErrors } from '../purchases/nested-field-errors';
import { requisitionKeys } from '../../../shared/query-keys';

export interface RequisitionLine {
  product: { _id: string; name: string; model?: string; type?: string } | null;
  quantity: number;
}

export interface Requisition {
  _id: string;
  supplier: { _id: string; name: string } | null;
  notes: string | null;
  products: RequisitionLine[];
  createdAt?: string;
  updatedAt?: string;
}

export interface RequisitionFormValues {
  supplier: string;
  notes?: string;
  products: { product?: string; quantity?: number | null }[];
}

export interface RequisitionBody {
  supplier: string;
  notes: string;
  products: { product: string; quantity: number }[];
}

export const REQUISITIONS_PATH = '/requisitions';
/** Spec §9: tables 10 a page. */
const REQUISITION_PAGE_SIZE = 10;

export function useRequisitionList() {
  return usePagedList<Requisition>({ path: REQUISITIONS_PATH, listKey: 'requisitions', keys: requisitionKeys, pageSize: REQUISITION_PAGE_SIZE });
}

export function useRequisitionActions(modal: ModalForm<Requisition, RequisitionFormValues>) {
  return useResourceActions({
    path: REQUISITIONS_PATH,
    label: 'Requisition',
    invalidates: [requisitionKeys.all],
    modal: withListFieldErrors(modal),
    toBody: toRequisitionBody,
    texts: {
      saveFailed: 'Failed to save requisition. Please try again.',
      deleteFailed: 'Failed to delete requisition. Please try again.',
    },
  });
}

export const emptyRequisitionLine = () => ({ product: undefined, quantity: 1 });

export function toRequisitionFormValues(requisition: Requisition | null): Partial<RequisitionFormValues> {
  if (!requisition) return { products: [emptyRequisitionLine()] };
  return {
    supplier: requisition.supplier?._id,
    notes: requisition.notes ?? undefined,
    products: requisition.products.map((line) => ({ product: line.product?._id, quantity: line.quantity })),
  };
}

export function toRequisitionBody(values: RequisitionFormValues): RequisitionBody {
  return {
    supplier: values.supplier,
    notes: values.notes?.trim() ?? '',
    products: values.products.map((line) => ({ product: line.product as string, quantity: line.quantity as number })),
  };
}

/** The products column: 'name (qty)' for each line. */
export const requisitionProductsText = (requisition: Requisition) =>
  requisition.products.map((line) => `${line.product?.name ?? 'Unknown product'} (${line.quantity})`).join(', ');
