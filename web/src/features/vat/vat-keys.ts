import { resourceKeys } from '../../shared/list';

/** The VAT screens' caches: registers, returns and payments nest under ['vat'], which the books' changes refresh too. */
export const vatKeys = {
  all: ['vat'] as const,
  salesRegister: resourceKeys('vat', 'sales-register'),
  purchaseRegister: resourceKeys('vat', 'purchase-register'),
  returns: resourceKeys('vat', 'returns'),
  payments: resourceKeys('vat', 'payments'),
};
