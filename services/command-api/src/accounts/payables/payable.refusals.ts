import type { ContractWords } from '../../platform/refusals';
import { paymentFieldWords } from '../open-items/open-item.refusals';
import type { PayableQueries } from './payable-queries';

export const NOT_A_BILL_ACCOUNT = 'Select an expense or asset account';

/**
 * The domain's refusals of bills and payments in the contract's words (docs/api/purchasing.md,
 * Payables): the domain's `debitAccount` is the form's `account`. `payableId`: the payable changed
 * (a purchase's payable names its purchase).
 */
export function payableRefusals(queries: PayableQueries, payableId: string | null): ContractWords {
  return {
    fields: (field, refusal) => {
      if (field === 'debitAccount') {
        if (refusal?.code === 'required') return { field: 'account', message: 'Please select an account!' };
        if (refusal?.code === 'account_not_expense_or_asset') return { field: 'account', message: NOT_A_BILL_ACCOUNT };
        if (refusal?.code === 'stock_account_for_bill') return { field: 'account', message: 'Stock enters through a purchase; choose another account' };
        return { field: 'account' };
      }
      if (field === 'billNumber' && refusal?.code === 'required') return 'Please enter a bill number!';
      if (field === 'dueDate' && refusal?.code === 'required') return 'Please select a due date!';
      if (field === 'cashAccount' && refusal?.code === 'account_not_asset') return 'Select a cash or bank account';
      return paymentFieldWords(field, refusal);
    },
    refusals: {
      bill_number_taken: ({ billNumber, supplier }) => {
        const message = `Bill number ${billNumber} is already used for ${supplier}`;
        return { message, kind: 'conflict', errors: { billNumber: message } };
      },
      payable_from_purchase: async () => ({ message: `This payable belongs to purchase ${payableId ? await queries.purchaseNumberOf(payableId) : ''}; change the purchase` }),
      has_payments: ({ action }) => ({ message: `A bill with payments cannot be ${action}` }),
      payable_fully_paid: () => ({ message: 'This payable is already paid' }),
    },
  };
}
