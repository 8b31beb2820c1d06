import type { Dayjs } from 'dayjs';
import type { ProductType } from '../products/types';

export type PayableStatus = 'Pending' | 'Partial' | 'Paid' | 'Overdue';

export interface PurchaseUnit {
  _id?: string;
  chassisNo: string;
  engineNo: string;
  color: string;
  status?: string;
}

export interface PurchaseItem {
  product: { _id: string; name: string; model: string; type: ProductType } | null;
  quantity: number;
  purchasePrice: number;
  salePrice: number;
  total: number;
  unitCost?: number;
  units?: PurchaseUnit[];
}

export interface Purchase {
  _id: string;
  purchaseNumber: string | null;
  supplier: { _id: string; name: string } | null;
  memoNumber: string;
  purchaseDate: string;
  dueDate: string;
  paymentTerms: number;
  otherCharges: number;
  notes: string | null;
  items: PurchaseItem[];
  subtotal: number;
  total: number;
  purchasePaymentMethod: { _id: string; name: string } | null;
  paidAmount: number;
  payable: { _id: string; status: PayableStatus; remaining: number } | null;
  journalEntry?: { _id: string; entryNumber: number | null } | null;
  createdAt?: string;
}

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
}

export interface PurchaseBody {
  supplier: string;
  memoNumber: string;
  purchaseDate: string;
  dueDate: string;
  paymentTerms: number;
  otherCharges: number;
  notes: string;
  items: { product: string; quantity: number; purchasePrice: number; salePrice: number; units?: { chassisNo: string; engineNo: string; color: string }[] }[];
  purchasePaymentMethod: string;
  paidAmount: number;
  total: number;
}
