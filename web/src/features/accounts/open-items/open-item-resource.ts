import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { apiClient } from '../../../shared/api/api-client';
import type { Pagination } from '../../../shared/api/pagination';
import { dhakaTodayValue } from '../../../shared/format/date';
import { toPoisha } from '../../../shared/format/taka';
import { crudResource, type CrudResourceOptions, type FilterValues } from '../../../shared/list';


/**
 * What payables and receivables share: an amount owed until a due date, paid off in payments.
 * Each feature declares its own rows, filters and texts; the list, the form's save and delete,
 * paying and the payment history work alike for both.
 */
export interface OpenItem {
  _id: string;
  amount: number;
  paidAmount: number;
  remaining: number;
  dueDate: string;
}

/** A payment's form: some or all of what remains, on a day, by a payment method. */
export interface OpenItemPaymentValues {
  amount: number;
  paymentDate: Dayjs;
  paymentMethod: string;
  notes?: string;
}

export const API_DATE = 'YYYY-MM-DD';
/** A debt's usual credit period: a new one falls due this many days after it opens. */
const DEFAULT_TERMS_DAYS = 30;

/** A new item's dates: it opens today (`openedField`) and falls due after the usual credit period. */
export const newItemDates = (openedField: string) => ({ [openedField]: dhakaTodayValue(), dueDate: dhakaTodayValue().add(DEFAULT_TERMS_DAYS, 'day') });

export const hasRemaining = (item: OpenItem) => toPoisha(item.remaining) > 0;

interface OpenItemResourceOptions<Item, Values, Filters extends FilterValues, PaymentValues> extends CrudResourceOptions<Item, Values, Filters> {
  /** How a payment's body names the item: `payableId`, `receivableId`. */
  paymentIdField: string;
  /** Fields a payment sends beyond the common ones (a payable's cash account). */
  paymentExtras?: (values: PaymentValues) => object;
  paymentsPageSize: number;
}

export function openItemResource<
  Item extends OpenItem,
  Values,
  Filters extends FilterValues,
  Summary,
  Payment,
  PaymentValues extends OpenItemPaymentValues,
>(options: OpenItemResourceOptions<Item, Values, Filters, PaymentValues>) {
  const { path, keys, paymentIdField, paymentExtras, paymentsPageSize } = options;
  const invalidates = options.invalidates ?? [keys.all];
  return {
    ...crudResource<Item, Values, Filters, { summary?: Summary }>(options),
    /** POST path/{id}/payment; every cache the item shows on is refreshed. */
    usePay: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: ({ item, values }: { item: Item; values: PaymentValues }) =>
          apiClient.post<{ payment: Payment }>(`${path}/${item._id}/payment`, {
            [paymentIdField]: item._id,
            amount: values.amount,
            paymentMethod: values.paymentMethod,
            paymentDate: values.paymentDate.format(API_DATE),
            notes: values.notes?.trim() ?? '',
            ...paymentExtras?.(values),
          }),
        onSuccess: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
      });
    },
    /** One page of the item's payments, newest first. */
    usePayments: (itemId: string | null, page: number) => {
      const params = { page, limit: paymentsPageSize };
      return useQuery({
        queryKey: [...keys.detail(itemId ?? ''), 'payments', params],
        queryFn: () => apiClient.get<{ payments: Payment[]; pagination: Pagination }>(`${path}/${itemId}/payments`, params),
        enabled: itemId !== null,
      });
    },
  };
}
