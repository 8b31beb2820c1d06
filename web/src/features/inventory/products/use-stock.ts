import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { apiClient } from '../../../shared/api/api-client';
import { resourceKeys, usePagedList } from '../../../shared/list';
import { MOVEMENT_PAGE_SIZE, PRICE_HISTORY_LIMIT } from './product-rules';
import { AFFECTED_BY_PRODUCT_CHANGE, PRODUCTS_PATH } from './use-products';
import type { PriceHistory, Product, StockAdjustmentType, StockMovement } from './types';
import { productKeys } from '../../../shared/query-keys';

/** A product's movements, 10 a page (page kept in the URL). */
export function useStockMovements(productId: string) {
  return usePagedList<StockMovement>({
    path: `${PRODUCTS_PATH}/${productId}/stock-movements`,
    listKey: 'movements',
    keys: resourceKeys(...productKeys.all, 'movements', productId),
    pageSize: MOVEMENT_PAGE_SIZE,
    enabled: Boolean(productId),
  });
}

export function usePriceHistory(productId: string, enabled = true) {
  const params = { limit: PRICE_HISTORY_LIMIT };
  return useQuery({
    queryKey: [...productKeys.detail(productId), 'price-history', params],
    queryFn: () => apiClient.get<PriceHistory>(`${PRODUCTS_PATH}/${productId}/price-history`, params),
    enabled: enabled && Boolean(productId),
  });
}

export interface StockAdjustmentValues {
  quantity: number;
  /** Manual adjustments only: whether the count found more or fewer. */
  direction?: 'increase' | 'decrease';
  unitCost?: number;
  adjustmentDate: Dayjs;
  reason: string;
  reference?: string;
}

export interface StockAdjustmentBody {
  adjustmentType: StockAdjustmentType;
  stockChange: number;
  unitCost?: number;
  reason: string;
  reference?: string;
  adjustmentDate: string;
}

/** Whether an adjustment of this type, as filled in, adds stock. */
export const addsStock = (type: StockAdjustmentType, direction?: StockAdjustmentValues['direction']) =>
  type === 'stock_in' || (type === 'adjustment' && direction !== 'decrease');

/** The quantity made signed: negative for stock out, damaged and a decreasing adjustment. */
export function toStockAdjustmentBody(type: StockAdjustmentType, values: StockAdjustmentValues): StockAdjustmentBody {
  const reference = values.reference?.trim();
  return {
    adjustmentType: type,
    stockChange: addsStock(type, values.direction) ? values.quantity : -values.quantity,
    ...(type === 'stock_in' && typeof values.unitCost === 'number' ? { unitCost: values.unitCost } : {}),
    reason: values.reason.trim(),
    ...(reference ? { reference } : {}),
    adjustmentDate: values.adjustmentDate.toISOString(),
  };
}

export function useAdjustStock(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockAdjustmentBody) => apiClient.patch<{ product: Product; movement: StockMovement }>(`${PRODUCTS_PATH}/${productId}/stock`, body),
    onSuccess: () => Promise.all(AFFECTED_BY_PRODUCT_CHANGE.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
