import type { ContractWords } from '../../platform/refusals';

/** The domain's refusals of an invoice in the contract's words. */
export const INVOICE_REFUSALS: ContractWords = {
  refusals: {
    // A booking the request names that does not exist is a field error of the request, not a missing page.
    booking_not_found: (_params, message) => ({ message, kind: 'validation', errors: { bookingId: message } }),
  },
};
