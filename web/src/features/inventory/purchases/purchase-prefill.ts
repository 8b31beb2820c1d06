import { useEffect } from 'react';
import { App } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { apiClient } from '../../../shared/api/api-client';
import { serverMessageOr } from '../../../shared/api/api-error';
import { REQUISITIONS_PATH, type Requisition } from '../requisitions/use-requisitions';
import { itemsFromRequisition, toPurchaseFormValues } from './purchase-form';
import type { PurchaseFormValues } from './purchase-types';
import { useProductOptions } from '../products/product-options';
import { requisitionKeys } from '../../../shared/query-keys';

/** The URL names the requisition a new purchase starts from: /purchases?fromRequisition={id}. */
const FROM_REQUISITION = 'fromRequisition';

export const purchaseFromRequisitionPath = (requisitionId: string) => `/purchases?${FROM_REQUISITION}=${encodeURIComponent(requisitionId)}`;

/** A new purchase's form values taken from a requisition: its supplier, notes and lines. */
function requisitionToPurchaseValues(requisition: Requisition, products: Parameters<typeof itemsFromRequisition>[1]): Partial<PurchaseFormValues> {
  return {
    ...toPurchaseFormValues(null),
    supplier: requisition.supplier?._id,
    notes: requisition.notes ?? undefined,
    items: itemsFromRequisition(requisition.products, products),
  };
}

/**
 * Opens the purchase form prefilled from the requisition the URL names, once the requisition, the
 * products (for their prices and types) and the page's other choices (the default payment method)
 * have loaded; the parameter then leaves the URL, so Back or a reload does not open it again.
 */
export function useRequisitionPrefill(open: (values: Partial<PurchaseFormValues>) => void, otherChoicesLoaded = true) {
  const { message } = App.useApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const requisitionId = searchParams.get(FROM_REQUISITION);
  const products = useProductOptions();
  const requisition = useQuery({
    queryKey: requisitionKeys.detail(requisitionId ?? ''),
    queryFn: () => apiClient.get<Requisition>(`${REQUISITIONS_PATH}/${requisitionId}`),
    enabled: Boolean(requisitionId),
  });

  const forget = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(FROM_REQUISITION);
        return next;
      },
      { replace: true },
    );

  const ready = Boolean(requisitionId) && requisition.data !== undefined && !products.isLoading && otherChoicesLoaded;
  useEffect(() => {
    if (!ready || !requisition.data) return;
    open(requisitionToPurchaseValues(requisition.data, products.data));
    forget();
  }, [ready]);

  useEffect(() => {
    if (!requisitionId || !requisition.error) return;
    message.error(serverMessageOr(requisition.error, 'Failed to fetch requisitions. Please try again.'));
    forget();
  }, [requisition.error]);
}
