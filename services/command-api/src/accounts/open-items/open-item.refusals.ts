import type { Refusal } from '@dealer/domain';

/**
 * The domain's refusals of a payment's amount, method and date in the words of the forms (accounting
 * spec §5), by field and code; undefined: not a payment's refusal (ContractWords.fields).
 */
export function paymentFieldWords(field: string, refusal: Refusal | undefined): string | undefined {
  if (field === 'amount' && refusal?.code === 'required') return 'Please enter amount!';
  if (field === 'amount' && refusal?.code === 'amount_not_positive') return 'Amount must be greater than 0!';
  if (field === 'paymentMethod' && refusal?.code === 'required') return 'Please select a payment method!';
  if (field === 'paymentDate' && refusal?.code === 'required') return 'Please select a payment date!';
  return undefined;
}
