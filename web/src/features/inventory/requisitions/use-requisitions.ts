import { crudResource, type ModalForm } from '../../../shared/list';
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

const requisitions = crudResource<Requisition, RequisitionFormValues>({
  path: REQUISITIONS_PATH,
  listKey: 'requisitions',
  keys: requisitionKeys,
  pageSize: REQUISITION_PAGE_SIZE,
  label: 'Requisition',
  toBody: (values) => toRequisitionBody(values),
  texts: {
    saveFailed: 'Failed to save requisition. Please try again.',
    deleteFailed: 'Failed to delete requisition. Please try again.',
  },
});

export const useRequisitionList = requisitions.useList;

/** The standard save and delete; a refused line's field errors shown on its row. */
export const useRequisitionActions = (modal: ModalForm<Requisition, RequisitionFormValues>) => requisitions.useActions(withListFieldErrors(modal));

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
