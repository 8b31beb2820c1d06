import { BadRequestException } from '@nestjs/common';
import { poishaFromTaka } from '../../platform/taka';
import type { Refusal } from '@dealer/domain';

/** What a payment request on a payable or a receivable sends (payable.dto.ts, receivable.dto.ts). */
interface OpenItemPaymentRequest {
  amount: number;
  paymentMethod: string;
  paymentDate: string;
  notes?: string | null;
}

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

/** A body that names another payable or receivable than the path (`item`: 'payable', 'receivable') is refused (400). */
export function refuseOtherItemInBody(item: 'payable' | 'receivable', bodyId: string | null | undefined, pathId: string): void {
  if (!bodyId || bodyId.toLowerCase() === pathId) return;
  const message = `The ${item} in the body is not the one in the path`;
  throw new BadRequestException({ success: false, message, errors: { [`${item}Id`]: message } });
}

/** The payment's amount (in poisha), method, date and notes as the domain's payment commands take them. */
export const openItemPaymentOf = (fields: OpenItemPaymentRequest) => ({
  amount: poishaFromTaka(fields.amount),
  paymentMethodId: fields.paymentMethod,
  paymentDate: fields.paymentDate,
  notes: fields.notes ?? '',
});
