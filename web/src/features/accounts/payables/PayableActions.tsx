import type { DeleteAction } from '../../../shared/list';
import { hasRemaining } from '../open-items/open-item-resource';
import { OpenItemActions } from '../open-items/OpenItemActions';
import { hasPayments, type Payable } from './use-payables';

interface PayableActionsProps {
  payable: Payable;
  onPay: (payable: Payable) => void;
  onHistory: (payable: Payable) => void;
  onEdit: (payable: Payable) => void;
  remove: DeleteAction<Payable>;
  /** False for a role that only reads the books: the payment history only. */
  canChange: boolean;
}

/**
 * Process Payment only while something remains (accounting spec §4); the payment history; and for
 * a bill entered by hand, edit and delete until it has payments. A purchase's payable changes with its purchase.
 */
export function PayableActions({ payable, onPay, onHistory, onEdit, remove, canChange }: PayableActionsProps) {
  return (
    <OpenItemActions
      item={payable}
      label={`bill ${payable.billNumber}`}
      testIdSuffix={`payable-${payable.billNumber}`}
      pay={{ shown: canChange && hasRemaining(payable), title: 'Process Payment', label: `Pay bill ${payable.billNumber}`, testIdStem: 'pay', onClick: onPay }}
      onHistory={onHistory}
      editable={canChange && payable.source === 'bill' && !hasPayments(payable)}
      onEdit={onEdit}
      remove={remove}
    />
  );
}
