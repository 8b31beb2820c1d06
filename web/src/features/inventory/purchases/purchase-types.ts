import type { Dayjs } from 'dayjs';
import type { Answer, ElementOf, RequestBody } from '../../../shared/api/contract-types';

/** A purchase as GET /api/purchases/{id} answers it (decimal taka): the contract's type. */
export type Purchase = Answer<'PurchasesController_get'>;
export type PurchaseItem = ElementOf<Purchase['items']>;
export type PurchaseUnit = ElementOf<PurchaseItem['units']>;
export type PayableStatus = NonNullable<Purchase['payable']>['status'];

export interface UnitValues {
  chassisNo?: string;
  engineNo?: string;
  color?: string;
}

export interface PurchaseItemValues {
  product?: string;
  quantity?: number | null;
  purchasePrice?: number | null;
  salePrice?: number | null;
  units?: UnitValues[];
  /** VAT as the supplier's 6.3 shows it (only when registered): percent, and taka for the whole line. */
  vatRate?: number | null;
  vat?: number | null;
}

export interface PurchaseFormValues {
  supplier: string;
  purchaseDate: Dayjs;
  memoNumber: string;
  paymentTerms: number;
  dueDate: Dayjs;
  otherCharges: number | null;
  purchasePaymentMethod: string;
  paidAmount: number | null;
  notes?: string;
  items: PurchaseItemValues[];
  /** The supplier's Mushak-6.3 (only when registered). */
  supplierMushakNumber?: string | null;
  supplierMushakDate?: Dayjs | null;
}

export type PurchaseBody = RequestBody<'PurchasesController_create'>;
