import type { ContractWords } from '../../platform/refusals';

/** The domain's refusals of a booking in the form's field names: the domain's `motorcycle` is the form's `motorcycleId`. */
export const BOOKING_REFUSALS: ContractWords = {
  fields: (field) => (field === 'motorcycle' ? { field: 'motorcycleId' } : undefined),
};
