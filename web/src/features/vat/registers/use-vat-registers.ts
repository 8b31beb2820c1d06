import { dhakaTodayValue } from '../../../shared/format/date';
import { usePagedList } from '../../../shared/list';
import type { QueryParams } from '../../../shared/api/api-client';
import type { Answer, ElementOf } from '../../../shared/api/contract-types';
import { vatKeys } from '../vat-keys';

export type VatRegisterKind = 'sales' | 'purchases';

/** One row of a register (GET /api/vat/sales-register, /purchase-register): one line of a VAT-bearing document. */
export type VatRegisterRow = ElementOf<Answer<'VatRegistersController_salesRegister'>['rows']>;

export const REGISTER_PAGE_SIZE = 20;
export const REGISTER_PATHS: Record<VatRegisterKind, string> = { sales: '/vat/sales-register', purchases: '/vat/purchase-register' };

/** The register's days: the URL's range, else this month up to today (the API needs both ends). */
export function registerRange(params: QueryParams): { startDate: string; endDate: string } {
  const today = dhakaTodayValue();
  return {
    startDate: typeof params.startDate === 'string' && params.startDate ? params.startDate : today.startOf('month').format('YYYY-MM-DD'),
    endDate: typeof params.endDate === 'string' && params.endDate ? params.endDate : today.format('YYYY-MM-DD'),
  };
}

/** A register's page, its range and paging in the URL (both registers share the range). */
export function useVatRegister(register: VatRegisterKind) {
  return usePagedList<VatRegisterRow>({
    path: REGISTER_PATHS[register],
    listKey: 'rows',
    keys: register === 'sales' ? vatKeys.salesRegister : vatKeys.purchaseRegister,
    pageSize: REGISTER_PAGE_SIZE,
    dateRange: true,
    toApiParams: (params) => ({ page: params.page, limit: params.limit, ...registerRange(params) }),
  });
}
