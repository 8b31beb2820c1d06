import type { ContractWords } from '../../platform/refusals';

/** The domain's refusals of a product in the contract's words. */
export const PRODUCT_REFUSALS: ContractWords = {
  refusals: {
    // A SKU another product holds is a 409 about the `sku` field: the form marks it.
    sku_taken: (_params, message) => ({ message, kind: 'conflict', errors: { sku: message } }),
  },
};
