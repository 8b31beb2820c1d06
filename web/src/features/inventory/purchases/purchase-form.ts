import dayjs, { type Dayjs } from 'dayjs';
import { purchaseAmounts } from '../../../../../libs/domain/src/inventory/purchase-amounts';
import { fromPoisha, toPoisha } from '../../../shared/format/taka';
import type { ProductOption } from '../products/product-options';
import type { Purchase, PurchaseBody, PurchaseFormValues, PurchaseItemValues, UnitValues } from './purchase-types';
import { dhakaTodayValue } from '../../../shared/format/date';
import { lineVat } from './purchase-vat';

/** Spec §9: payment terms 30 days, other charges 0. */
export const DEFAULT_PAYMENT_TERMS = 30;
/** Spec §4: a line's product stock shows red below 10. */
export const LOW_PURCHASE_STOCK = 10;
/** A line of more units than this is not a dealer's purchase; it keeps the units form usable. */
export const MAX_UNITS_PER_LINE = 100;

const API_DATE = 'YYYY-MM-DD';

export const dueDateFor = (purchaseDate: Dayjs | null | undefined, paymentTerms: number | null | undefined): Dayjs | undefined =>
  purchaseDate ? purchaseDate.add(paymentTerms ?? DEFAULT_PAYMENT_TERMS, 'day') : undefined;

export const emptyItem = (): PurchaseItemValues => ({ product: undefined, quantity: 1, purchasePrice: null, salePrice: null, units: [], vatRate: null, vat: null });
export const emptyUnit = (): UnitValues => ({ chassisNo: '', engineNo: '', color: '' });

/** A line's total, exact in poisha: quantity × purchase price. */
export function lineTotal(item: PurchaseItemValues | undefined): number {
  const quantity = item?.quantity ?? 0;
  return fromPoisha(toPoisha(item?.purchasePrice) * (Number.isInteger(quantity) ? quantity : 0));
}

/**
 * The domain's `purchaseAmounts`, the server's own sums, on what the form holds (taka in, taka out).
 * `withVat`: the business is registered on the purchase date, so the lines' VAT is part of the total.
 */
export function purchaseTotals(values: { items?: (PurchaseItemValues | undefined)[]; otherCharges?: number | null; paidAmount?: number | null }, withVat = false) {
  const items = values.items ?? [];
  const amounts = purchaseAmounts({
    lineTotals: items.map((item) => toPoisha(lineTotal(item))),
    otherCharges: toPoisha(values.otherCharges),
    paidAmount: toPoisha(values.paidAmount),
    lineVat: withVat ? items.map((item) => toPoisha(lineVat(item, lineTotal(item)))) : [],
  });
  return { subtotal: fromPoisha(amounts.subtotal), vatTotal: fromPoisha(amounts.vatTotal), total: fromPoisha(amounts.total), due: fromPoisha(amounts.due) };
}

export function toPurchaseFormValues(purchase: Purchase | null): Partial<PurchaseFormValues> {
  if (!purchase) {
    const today = dhakaTodayValue();
    return {
      purchaseDate: today,
      paymentTerms: DEFAULT_PAYMENT_TERMS,
      dueDate: dueDateFor(today, DEFAULT_PAYMENT_TERMS),
      otherCharges: 0,
      paidAmount: 0,
      items: [emptyItem()],
    };
  }
  return {
    supplier: purchase.supplier?._id,
    purchaseDate: dayjs(purchase.purchaseDate),
    memoNumber: purchase.memoNumber,
    paymentTerms: purchase.paymentTerms ?? DEFAULT_PAYMENT_TERMS,
    dueDate: dayjs(purchase.dueDate),
    otherCharges: purchase.otherCharges ?? 0,
    purchasePaymentMethod: purchase.purchasePaymentMethod?._id,
    paidAmount: purchase.paidAmount ?? 0,
    notes: purchase.notes ?? undefined,
    supplierMushakNumber: purchase.supplierMushakNumber,
    supplierMushakDate: purchase.supplierMushakDate ? dayjs(purchase.supplierMushakDate) : null,
    items: purchase.items.map((item) => ({
      product: item.product?._id,
      quantity: item.quantity,
      purchasePrice: item.purchasePrice,
      salePrice: item.salePrice,
      vatRate: item.vatRate,
      vat: item.vatRate === null ? null : item.vat,
      units: (item.units ?? []).map((unit) => ({ chassisNo: unit.chassisNo, engineNo: unit.engineNo, color: unit.color })),
    })),
  };
}

/** Lines of a requisition, as a new purchase's items (prices from the product's current cost and sale price). */
export function itemsFromRequisition(lines: { product: { _id: string } | null; quantity: number }[], products: ProductOption[] | undefined): PurchaseItemValues[] {
  return lines
    .filter((line) => line.product)
    .map((line) => {
      const product = products?.find((candidate) => candidate._id === line.product?._id);
      const quantity = Math.min(line.quantity, MAX_UNITS_PER_LINE);
      return {
        product: line.product?._id,
        quantity,
        purchasePrice: product?.cost || null,
        salePrice: product?.salePrice || null,
        units: product?.type === 'Motorcycle' ? Array.from({ length: quantity }, emptyUnit) : [],
      };
    });
}

/** The supplier's 6.3 and each line's VAT, sent only when the business is registered on the purchase date (the server refuses them otherwise). */
function vatFieldsOf(item: PurchaseItemValues, withVat: boolean): Pick<PurchaseBody['items'][number], 'vatRate' | 'vat'> {
  if (!withVat || item.vatRate === undefined || item.vatRate === null) return {};
  return { vatRate: item.vatRate as PurchaseBody['items'][number]['vatRate'], vat: lineVat(item, lineTotal(item)) };
}

export function toPurchaseBody(values: PurchaseFormValues, productTypes: Map<string, string>, withVat = false): PurchaseBody {
  const paymentTerms = values.paymentTerms ?? DEFAULT_PAYMENT_TERMS;
  const mushakNumber = values.supplierMushakNumber?.trim();
  return {
    supplier: values.supplier,
    memoNumber: values.memoNumber.trim(),
    purchaseDate: values.purchaseDate.format(API_DATE),
    dueDate: (values.dueDate ?? dueDateFor(values.purchaseDate, paymentTerms) ?? values.purchaseDate).format(API_DATE),
    paymentTerms,
    otherCharges: values.otherCharges ?? 0,
    notes: values.notes?.trim() ?? '',
    items: values.items.map((item) => {
      const line = { product: item.product as string, quantity: item.quantity as number, purchasePrice: item.purchasePrice as number, salePrice: item.salePrice as number, ...vatFieldsOf(item, withVat) };
      if (productTypes.get(line.product) !== 'Motorcycle') return line;
      return {
        ...line,
        units: (item.units ?? []).map((unit) => ({ chassisNo: unit.chassisNo?.trim() ?? '', engineNo: unit.engineNo?.trim() ?? '', color: unit.color?.trim() ?? '' })),
      };
    }),
    purchasePaymentMethod: values.purchasePaymentMethod,
    paidAmount: values.paidAmount ?? 0,
    total: purchaseTotals(values, withVat).total,
    ...(withVat && mushakNumber ? { supplierMushakNumber: mushakNumber } : {}),
    ...(withVat && values.supplierMushakDate ? { supplierMushakDate: values.supplierMushakDate.format(API_DATE) } : {}),
  };
}

/** Whether the purchase's payable has had payments: such a purchase can no longer be changed or deleted. */
export function payableHasPayments(purchase: Purchase): boolean {
  if (!purchase.payable) return false;
  return toPoisha(purchase.payable.remaining) < toPoisha(purchase.total) - toPoisha(purchase.paidAmount);
}
