import type { ContractWords } from '../../platform/refusals';
import { paymentFieldWords } from '../open-items/open-item.refusals';

/** The domain's refusals of a receivable in the words of the forms (accounting spec §5, Receivable form). */
export const RECEIVABLE_REFUSALS: ContractWords = {
  fields: (field, refusal) => {
    if (field === 'customer' && refusal?.code === 'required') return 'Please select a customer!';
    if (field === 'dueDate' && refusal?.code === 'required') return 'Please select a due date!';
    if (field === 'amount' && refusal?.code === 'amount_below_one') return 'Amount must be greater than 0!';
    return paymentFieldWords(field, refusal);
  },
};
