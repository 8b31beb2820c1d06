import type { ContractWords } from '../../platform/refusals';

/** The domain's refusals of a bad debt in the words of the form (accounting spec §5, Bad debt form). */
export const BAD_DEBT_REFUSALS: ContractWords = {
  refusals: {
    bad_debt_not_approved: () => ({ message: 'Only an approved bad debt can be posted: approve it first' }),
  },
};
