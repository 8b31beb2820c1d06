import { usePagedList, useResourceActions, type ModalForm, type SaveConfirmation } from '../../../shared/list';
import { OverdraftDeclined, useOverdraftConfirmation } from '../../accounts/shared/overdraft';
import { withListFieldErrors } from './nested-field-errors';
import { toPurchaseBody } from './purchase-form';
import { vatSchemeOn } from './purchase-vat';
import { useVatSettingsAnswer } from '../../sales/invoices/use-invoice-vat';
import type { Purchase, PurchaseFormValues } from './purchase-types';
import { useProductOptions } from '../products/product-options';
import { inventoryKey, purchaseKeys, queryKeys } from '../../../shared/query-keys';

export const PURCHASES_PATH = '/purchases';

/** Spec §9: purchases user-chosen, initially 10. */
const PURCHASE_PAGE_SIZE = 10;
export const PURCHASE_PAGE_SIZES = [10, 20, 50, 100];

export function usePurchaseList() {
  return usePagedList<Purchase>({ path: PURCHASES_PATH, listKey: 'purchases', keys: purchaseKeys, pageSize: PURCHASE_PAGE_SIZE });
}

/** The type of every product a purchase form may name: the served products and the purchase's own lines. */
function useProductTypes(editing: Purchase | null): Map<string, string> {
  const products = useProductOptions();
  const types = new Map<string, string>();
  for (const item of editing?.items ?? []) if (item.product) types.set(item.product._id, item.product.type);
  for (const product of products.data ?? []) types.set(product._id, product.type);
  return types;
}

/** Said on the payment method when the user would not overdraw: the form stays open to change it. */
export const OVERDRAFT_DECLINED_MESSAGE = 'Not saved: the overdraft was not confirmed. Pay less now or choose another payment method.';

/**
 * Paying at once from a bank account without the money: a role that may overdraw (the server
 * names allowOverdraft in its refusal) is asked and the purchase sent again confirmed; a role that
 * may not gets the server's "fund the account first" on the payment method, as any field error.
 */
function useOverdraftOnSave(modal: ModalForm<Purchase, PurchaseFormValues>): SaveConfirmation {
  const run = useOverdraftConfirmation();
  return {
    field: 'allowOverdraft',
    run,
    isDeclined: (error) => {
      if (!(error instanceof OverdraftDeclined)) return false;
      modal.form.setFields([{ name: 'purchasePaymentMethod', errors: [OVERDRAFT_DECLINED_MESSAGE] }]);
      return true;
    },
  };
}

/**
 * Receiving a purchase moves stock, average costs, sale prices and the unit register, posts to
 * the books and opens a payable: every inventory and books screen may change.
 */
export function usePurchaseActions(modal: ModalForm<Purchase, PurchaseFormValues>) {
  const productTypes = useProductTypes(modal.editing);
  const confirmation = useOverdraftOnSave(modal);
  const vatSettings = useVatSettingsAnswer();
  return useResourceActions({
    path: PURCHASES_PATH,
    label: 'Purchase',
    invalidates: [inventoryKey, queryKeys.books],
    modal: withListFieldErrors(modal),
    toBody: (values) => toPurchaseBody(values, productTypes, vatSchemeOn(vatSettings, values.purchaseDate) !== null),
    confirmation,
    texts: {
      created: 'Purchase saved successfully.',
      saveFailed: 'Failed to save purchase. Please try again.',
      deleteFailed: 'Failed to delete purchase. Please try again.',
    },
  });
}
