import { DomainError, OVERDRAFT_FIELD, roleCan, type UserRole } from '@dealer/domain';
import type { ContractWords } from '../../platform/refusals';
import type { PurchaseRequest } from './purchase.dto';
import type { PurchaseQueries } from './purchase-queries';

const PAYMENT_TERMS = 'Payment terms must be 0 to 365 days';

/**
 * Taking a bank account into overdraft is a decision on the books: a role that may change them
 * (Administrator, Accountant; the system's own commands) may confirm it, a Storekeeper may not.
 */
export const mayOverdraw = (role: UserRole | undefined): boolean => !role || roleCan(role, 'accounting:write');

/**
 * The refusal of an unconfirmed overdraft, for a role that may not confirm one: said on the
 * payment method (the form's field), telling what to do, and not naming `allowOverdraft` (so no
 * client offers a confirmation the server would not take).
 */
function fundFirst(error: DomainError): DomainError {
  const shortfall = error.message.replace(/\s*Confirm the overdraft to proceed\.$/, '');
  const message = `${shortfall} Fund the account first, or ask an Administrator or Accountant to record this payment.`;
  return new DomainError(message, 'rule', { purchasePaymentMethod: message });
}

/**
 * The domain's refusals of a purchase in the contract's words (docs/api/purchasing.md, Purchases).
 * `purchaseId`: the purchase changed or deleted (its number names it); `fields`: the request, whose
 * unit a taken chassis or engine number is marked on; `role`: the caller's, who may or may not
 * confirm a bank overdraft.
 */
export function purchaseRefusals(queries: PurchaseQueries, purchaseId: string | null, fields: PurchaseRequest | null, role?: UserRole): ContractWords {
  const number = () => (purchaseId ? queries.numberOf(purchaseId) : Promise.resolve(''));
  const unitField = (kind: 'chassisNo' | 'engineNo', value: string) => {
    for (const [i, item] of (fields?.items ?? []).entries()) {
      for (const [j, unit] of (item.units ?? []).entries()) if (unit[kind].toLowerCase() === value.toLowerCase()) return `items.${i}.units.${j}.${kind}`;
    }
    return kind;
  };
  const registered = (kind: 'chassisNo' | 'engineNo', value: string) => {
    const message = `${kind === 'chassisNo' ? 'Chassis' : 'Engine'} number ${value} is already registered`;
    return { message, kind: 'conflict' as const, errors: { [unitField(kind, value)]: message } };
  };
  return {
    fields: (field, refusal) => {
      if (field === 'paymentTerms') return PAYMENT_TERMS;
      const params = refusal?.params ?? {};
      switch (refusal?.code) {
        case 'units_not_listed':
          return `Enter the chassis number, engine number and colour of each of the ${params.count} units`;
        case 'chassis_entered_twice':
          return `Chassis number ${params.chassisNo} appears twice on this purchase`;
        case 'engine_entered_twice':
          return `Engine number ${params.engineNo} appears twice on this purchase`;
        case 'paid_above_total':
          return `Paid amount must be between ৳0.00 and ${params.total}`;
        case 'price_required':
          return 'Please enter a price!';
        default:
          return undefined;
      }
    },
    refusals: {
      memo_number_taken: ({ memoNumber, supplier }) => {
        const message = `Memo number ${memoNumber} is already used for ${supplier}`;
        return { message, kind: 'conflict', errors: { memoNumber: message } };
      },
      chassis_number_taken: ({ chassisNo }) => registered('chassisNo', String(chassisNo)),
      engine_number_taken: ({ engineNo }) => registered('engineNo', String(engineNo)),
      has_payments: async ({ action }) => ({ message: `Purchase ${await number()} cannot be ${action}: its payable has payments` }),
      goods_left_stock: async ({ action, product, inStock, brought }) => ({
        message: `Purchase ${await number()} cannot be ${action}: ${product} has ${inStock} in stock and the change would take it to ${Number(inStock) - Number(brought)}`,
      }),
      unit_not_available: async ({ action, chassisNo, status }) => ({ message: `Purchase ${await number()} cannot be ${action}: motorcycle ${chassisNo} is ${status}` }),
    },
    // An inactive supplier is a 409 (the contract's), not a field error among others.
    settle: (error) => {
      if (error.fieldErrors?.[OVERDRAFT_FIELD] && !mayOverdraw(role)) return fundFirst(error);
      const keys = Object.keys(error.fieldErrors ?? {});
      if (error.kind === 'validation' && keys.length === 1 && error.fieldRefusals?.supplier?.code === 'supplier_inactive') {
        return new DomainError(error.fieldErrors!.supplier, 'conflict', error.fieldErrors);
      }
      return error;
    },
  };
}
