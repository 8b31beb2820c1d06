import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { usePagedList } from '../../../shared/list';
import type { Motorcycle } from '../../inventory/motorcycles/motorcycle-types';
import { useAllPaymentMethods, usePaymentMethodOptions } from '../../accounts/payment-methods/payment-method-options';
import { BOOKING_MONEY_METHOD } from './invoice-form';
import type { Invoice, InvoiceBody, InvoiceSummary, InvoiceType, PaymentRowBody } from './invoice-types';
import { customerKeys, dashboardKeys, inventoryKey, invoiceKeys, motorcycleKeys, queryKeys, salesKey } from '../../../shared/query-keys';

export const INVOICES_PATH = '/invoices';
/** Spec §9: invoices 10 a page. */
export const INVOICE_PAGE_SIZE = 10;

export const invoiceRoutes = {
  list: '/sales/invoices',
  create: (bookingId?: string | null) => `/sales/invoices/create${bookingId ? `?bookingId=${encodeURIComponent(bookingId)}` : ''}`,
  motorcycle: (bookingId?: string | null) => `/sales/invoices/motorcycle${bookingId ? `?bookingId=${encodeURIComponent(bookingId)}` : ''}`,
  products: (bookingId?: string | null) => `/sales/invoices/products${bookingId ? `?bookingId=${encodeURIComponent(bookingId)}` : ''}`,
  view: (id: string, tab?: string) => `/sales/invoices/view/${id}${tab ? `?tab=${tab}` : ''}`,
};

/**
 * The list's tabs (spec §2), kept in the URL as `tab` (All Invoices is no tab). The sales tabs hold
 * the live invoices only, so their counts are sales; Voided holds the voided ones (they keep their
 * numbers, for the audit of the gap-free sequence).
 */
export const INVOICE_TABS: { key: string; label: string; type?: InvoiceType; status?: 'Voided' }[] = [
  { key: 'all', label: 'All Invoices' },
  { key: 'motorcycles', label: 'Motorcycles', type: 'Motorcycle' },
  { key: 'parts', label: 'Spare Parts & Accessories', type: 'Accessories & Spare Parts' },
  { key: 'voided', label: 'Voided', status: 'Voided' },
];

/** The URL keeps the order as one value, `sort=totalAmount` or `sort=-totalAmount`, so a change is one history entry. */
export function sortParams(sort: string | undefined): QueryParams {
  if (!sort) return {};
  return sort.startsWith('-') ? { sortBy: sort.slice(1), sortOrder: 'desc' } : { sortBy: sort, sortOrder: 'asc' };
}

function listApiParams({ tab, sort, ...params }: QueryParams): QueryParams {
  const chosen = INVOICE_TABS.find((candidate) => candidate.key === tab);
  return { ...params, type: chosen?.type, status: chosen?.status, ...sortParams(typeof sort === 'string' ? sort : undefined) };
}

export function useInvoiceList() {
  return usePagedList<InvoiceSummary, { tab?: string; sort?: string }>({
    path: INVOICES_PATH,
    listKey: 'invoices',
    keys: invoiceKeys,
    pageSize: INVOICE_PAGE_SIZE,
    filters: ['tab', 'sort'],
    toApiParams: listApiParams,
  });
}

/** The spec allows `data.invoice` or the invoice itself. */
/** The approval a request waits for (a Sales user's void or big discount, answered 202), else undefined. */
export const pendingApprovalOf = (data: unknown): string | undefined => {
  const answer = data as { approvalId?: unknown; status?: unknown } | null;
  return answer?.status === 'Pending' && typeof answer.approvalId === 'string' ? answer.approvalId : undefined;
};
const invoiceOf = (data: unknown): Invoice => ((data as { invoice?: Invoice } | null)?.invoice ?? data) as Invoice;

export function useInvoice(id: string | undefined) {
  return useQuery({
    queryKey: invoiceKeys.detail(id ?? ''),
    queryFn: () => apiClient.get<unknown>(`${INVOICES_PATH}/${id}`).then(invoiceOf),
    enabled: Boolean(id),
    // An unknown invoice is an answer, not a hiccup to retry.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** An invoice moves stock, units, bookings, a customer's purchases, receivables and the books. */
const AFFECTED_BY_INVOICE = [salesKey, customerKeys.all, inventoryKey, queryKeys.books, dashboardKeys.all] as const;

function useInvalidateAfterInvoice() {
  const queryClient = useQueryClient();
  return () => Promise.all(AFFECTED_BY_INVOICE.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * Refreshes what an invoice change shows without waiting for it: the caller's own success (its
 * toast) comes first, even when the refreshed invoice then unmounts the form (a paid invoice has no
 * Add Payment tab, a voided one no Void button).
 */
const refreshAfterInvoice = (invalidate: () => Promise<unknown>) => () => {
  void invalidate();
};

export function useCreateInvoice() {
  const invalidate = useInvalidateAfterInvoice();
  return useMutation({
    mutationFn: (body: InvoiceBody) =>
      apiClient.post<unknown>(INVOICES_PATH, body).then((result) => {
        // A Sales user's invoice discounted above the limit is not issued: it waits for an approval (202).
        const pending = pendingApprovalOf(result.data);
        return { invoice: pending ? null : invoiceOf(result.data), pendingApprovalId: pending, message: result.message };
      }),
    onSuccess: refreshAfterInvoice(invalidate),
  });
}

export function useAddInvoicePayments(id: string) {
  const invalidate = useInvalidateAfterInvoice();
  return useMutation({
    mutationFn: (body: { payments: PaymentRowBody[]; date: string }) => apiClient.post<unknown>(`${INVOICES_PATH}/${id}/payments`, body),
    onSuccess: refreshAfterInvoice(invalidate),
  });
}

export function useVoidInvoice(id: string) {
  const invalidate = useInvalidateAfterInvoice();
  return useMutation({
    mutationFn: ({ reason, allowOverdraft }: { reason: string; allowOverdraft: boolean }) => {
      const query = new URLSearchParams();
      if (reason.trim()) query.set('reason', reason.trim());
      if (allowOverdraft) query.set('allowOverdraft', 'true');
      const search = query.toString();
      return apiClient.delete(`${INVOICES_PATH}/${id}${search ? `?${search}` : ''}`);
    },
    onSuccess: refreshAfterInvoice(invalidate),
  });
}

/** Every Available unit of the register (spec §4: only these can be picked), the largest page the API serves. */
export function useAvailableMotorcycles() {
  const params = { status: 'Available', limit: 1000 };
  return useQuery({
    queryKey: motorcycleKeys.list(params),
    queryFn: () => apiClient.get<{ motorcycles: Motorcycle[] }>('/products/motorcycles', params),
    select: (data) => data.motorcycles ?? [],
  });
}

/**
 * The methods a sale is paid by: the active payment methods, default first, without Booking Money
 * (it only carries a booking's money, on the locked row), and that method's id for that row; the
 * Cash ones take the cash tendered.
 */
export function useSalePaymentMethods() {
  const { options, defaultMethod, isLoading } = usePaymentMethodOptions();
  const everyMethod = useAllPaymentMethods();
  const bookingMoney = options.find((option) => option.label === BOOKING_MONEY_METHOD);
  return {
    options: options.filter((option) => option !== bookingMoney),
    cashMethodIds: (everyMethod.data ?? []).filter((method) => method.type === 'Cash' && method._id !== bookingMoney?.value).map((method) => method._id),
    bookingMoneyMethodId: bookingMoney?.value,
    defaultMethodId: defaultMethod && defaultMethod._id !== bookingMoney?.value ? defaultMethod._id : undefined,
    isLoading,
  };
}
