import type { ContractWords } from '../../platform/refusals';

/** The domain's refusals of a requisition in the contract's words (docs/api/purchasing.md, Requisitions). */
export const REQUISITION_REFUSALS: ContractWords = {
  fields: (_field, refusal) => {
    if (refusal?.code === 'products_required') return 'Add at least one product.';
    if (refusal?.code === 'quantity_not_whole_above_zero') return 'Quantity must be a whole number above 0';
    return undefined;
  },
};
