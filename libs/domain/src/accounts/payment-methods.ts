import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, notFound, ruleViolation, validationError } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { claimUniqueValue, releaseUniqueValue, type UniqueValueState } from '../shared/uniqueness';
import type { GlAccountState } from './gl-accounts';
import type { EventUpcaster } from '../shared/upcasting';

export const PAYMENT_METHOD_TYPES = ['Cash', 'Bank', 'Card', 'Mobile Banking', 'Check', 'Other'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];
export const CARD_TYPES = ['Visa', 'Mastercard', 'American Express', 'Discover', 'Gateway'] as const;
export const MOBILE_PROVIDERS = ['bKash', 'Nagad', 'Rocket', 'Upay', 'SureCash'] as const;

export interface PaymentMethodDetails {
  bankName?: string;
  accountNumber?: string;
  routingNumber?: string;
  cardType?: string;
  mobileProvider?: string;
}

export interface PaymentMethodProfile {
  name: string;
  /** The name shown where a payment account is picked. */
  paymentAccount: string;
  accountId: string;
  type: PaymentMethodType;
  status: 'active' | 'inactive';
  /**
   * Percent in hundredths (1.85% is 185, 100% is 10000), so the fee never needs a float. Events
   * written before schema version 2 carried `processingFeeTenths`; they are upcast when read
   * (PAYMENT_METHOD_UPCASTERS).
   */
  processingFeeHundredths: number;
  processingFeeAccountId: string | null;
  isDefault: boolean;
  details: PaymentMethodDetails;
}

export type PaymentMethodEvent =
  | DomainEvent<'PaymentMethodCreated', PaymentMethodProfile & { paymentMethodId: string }>
  | DomainEvent<'PaymentMethodUpdated', PaymentMethodProfile & { paymentMethodId: string }>
  | DomainEvent<'PaymentMethodDeleted', { paymentMethodId: string }>;

export interface PaymentMethodState extends PaymentMethodProfile {
  lifecycle: 'absent' | 'active' | 'deleted';
  paymentMethodId: string;
}

export const initialPaymentMethodState: PaymentMethodState = {
  lifecycle: 'absent',
  paymentMethodId: '',
  name: '',
  paymentAccount: '',
  accountId: '',
  type: 'Cash',
  status: 'active',
  processingFeeHundredths: 0,
  processingFeeAccountId: null,
  isDefault: false,
  details: {},
};
export const paymentMethodStream = (paymentMethodId: string) => `${STREAM_NAMES.paymentMethod.name}${paymentMethodId}`;

/** 100.00% in hundredths of a percent. */
export const MAX_PROCESSING_FEE_HUNDREDTHS = 10_000;
export const PROCESSING_FEE_MESSAGE = 'Processing fee must be between 0 and 100 percent, with at most 2 decimals';

type PaymentMethodProfileEventType = 'PaymentMethodCreated' | 'PaymentMethodUpdated';

/**
 * Schema version 1 of PaymentMethodCreated / PaymentMethodUpdated held the fee in tenths of a
 * percent (`processingFeeTenths`: 2.5% was 25); version 2 holds hundredths. Stored events are never
 * rewritten: an old one is read as the new shape (18 tenths, 1.8%, is 180 hundredths). An event
 * already in the new shape passes through unchanged.
 */
function feeInHundredths(data: Record<string, unknown>): Record<string, unknown> {
  if (!data || typeof data !== 'object' || !Object.hasOwn(data, 'processingFeeTenths') || Object.hasOwn(data, 'processingFeeHundredths')) return data;
  const { processingFeeTenths, ...rest } = data;
  const tenths = typeof processingFeeTenths === 'number' && Number.isFinite(processingFeeTenths) ? processingFeeTenths : 0;
  return { ...rest, processingFeeHundredths: Math.round(tenths * 10) };
}

export const PAYMENT_METHOD_UPCASTERS: EventUpcaster[] = (['PaymentMethodCreated', 'PaymentMethodUpdated'] satisfies PaymentMethodProfileEventType[]).map((eventType) => ({
  eventType,
  fromVersion: 1,
  upcast: feeInHundredths,
}));
export const PAYMENT_METHOD_NAME_SCOPE = 'payment-method-name';

export function evolvePaymentMethod(state: PaymentMethodState, event: PaymentMethodEvent): PaymentMethodState {
  switch (event.type) {
    case 'PaymentMethodCreated':
    case 'PaymentMethodUpdated':
      return { ...state, ...event.data, lifecycle: 'active' };
    case 'PaymentMethodDeleted':
      return { ...state, lifecycle: 'deleted' };
    default:
      return state;
  }
}

export type PaymentMethodFields = Omit<PaymentMethodProfile, 'status' | 'processingFeeAccountId' | 'isDefault' | 'details' | 'processingFeeHundredths'> & {
  status?: 'active' | 'inactive';
  processingFeeHundredths?: number;
  processingFeeAccountId?: string | null;
  isDefault?: boolean;
  details?: PaymentMethodDetails;
};

const trimmed = (value: string | undefined) => value?.trim() || undefined;

function validated(fields: PaymentMethodFields, account: GlAccountState, feeAccount: GlAccountState | null): PaymentMethodProfile {
  const errors: Record<string, string> = {};
  const name = fields.name?.trim() ?? '';
  const paymentAccount = fields.paymentAccount?.trim() ?? '';
  if (!name) errors.name = 'Please input the name!';
  else if (name.length > 100) errors.name = 'Name must be at most 100 characters';
  if (!paymentAccount) errors.paymentAccount = 'Please input the payment account!';
  if (!(PAYMENT_METHOD_TYPES as readonly string[]).includes(fields.type)) errors.type = `Type must be one of ${PAYMENT_METHOD_TYPES.join(', ')}`;
  const fee = fields.processingFeeHundredths ?? 0;
  if (!Number.isInteger(fee) || fee < 0 || fee > MAX_PROCESSING_FEE_HUNDREDTHS) errors.processingFee = PROCESSING_FEE_MESSAGE;
  if (account.status !== 'active') errors.account = 'Please select a GL account!';
  const source = fields.details ?? {};
  const details: PaymentMethodDetails = {};
  if (fields.type === 'Bank') {
    details.bankName = trimmed(source.bankName);
    details.accountNumber = trimmed(source.accountNumber);
    details.routingNumber = trimmed(source.routingNumber);
    if (!details.bankName) errors['details.bankName'] = 'Please input the bank name!';
    if (!details.accountNumber) errors['details.accountNumber'] = 'Please input the account number!';
  } else if (fields.type === 'Card') {
    details.cardType = trimmed(source.cardType);
    if (!details.cardType || !(CARD_TYPES as readonly string[]).includes(details.cardType)) errors['details.cardType'] = `Card type must be one of ${CARD_TYPES.join(', ')}`;
  } else if (fields.type === 'Mobile Banking') {
    details.mobileProvider = trimmed(source.mobileProvider);
    details.accountNumber = trimmed(source.accountNumber);
    if (!details.mobileProvider || !(MOBILE_PROVIDERS as readonly string[]).includes(details.mobileProvider)) errors['details.mobileProvider'] = `Mobile provider must be one of ${MOBILE_PROVIDERS.join(', ')}`;
    if (!details.accountNumber) errors['details.accountNumber'] = 'Please input the account number!';
  }
  if (fee > 0 && fields.processingFeeAccountId && (!feeAccount || feeAccount.status !== 'active')) errors.processingFeeAccount = 'Processing fee account not found';
  if (Object.keys(errors).length) throw validationError(Object.values(errors)[0], errors);
  for (const key of Object.keys(details) as (keyof PaymentMethodDetails)[]) if (details[key] === undefined) delete details[key];
  return {
    name,
    paymentAccount,
    accountId: account.glAccountId,
    type: fields.type,
    status: fields.status ?? 'active',
    processingFeeHundredths: fee,
    processingFeeAccountId: feeAccount?.status === 'active' ? feeAccount.glAccountId : null,
    isDefault: fields.isDefault ?? false,
    details,
  };
}

function requireActive(state: PaymentMethodState): PaymentMethodState {
  if (state.lifecycle !== 'active') throw notFound('Payment method not found');
  return state;
}

export function createPaymentMethod(
  command: PaymentMethodFields & { paymentMethodId: string },
  given: { paymentMethod: PaymentMethodState; account: GlAccountState; feeAccount: GlAccountState | null; name: UniqueValueState },
): StreamEvents[] {
  const profile = validated(command, given.account, given.feeAccount);
  if (given.paymentMethod.lifecycle !== 'absent') throw conflict('Payment method already exists');
  const { paymentMethodId } = command;
  return [
    { stream: paymentMethodStream(paymentMethodId), events: [{ type: 'PaymentMethodCreated', data: { paymentMethodId, ...profile } }] },
    ...claimUniqueValue(PAYMENT_METHOD_NAME_SCOPE, profile.name, paymentMethodId, given.name, `A payment method named "${profile.name}" already exists`),
  ];
}

export function updatePaymentMethod(
  command: PaymentMethodFields & { paymentMethodId: string },
  given: { paymentMethod: PaymentMethodState; account: GlAccountState; feeAccount: GlAccountState | null; name: UniqueValueState },
): StreamEvents[] {
  const current = requireActive(given.paymentMethod);
  const profile = validated(command, given.account, given.feeAccount);
  const { paymentMethodId } = current;
  const renamed = profile.name.toLowerCase() !== current.name.toLowerCase();
  if (renamed && current.name.toLowerCase() === 'booking money') {
    throw ruleViolation('Booking Money is used to apply customer deposits and cannot be renamed');
  }
  return [
    { stream: paymentMethodStream(paymentMethodId), events: [{ type: 'PaymentMethodUpdated', data: { paymentMethodId, ...profile } }] },
    ...(renamed
      ? [
          ...claimUniqueValue(PAYMENT_METHOD_NAME_SCOPE, profile.name, paymentMethodId, given.name, `A payment method named "${profile.name}" already exists`),
          releaseUniqueValue(PAYMENT_METHOD_NAME_SCOPE, current.name, paymentMethodId),
        ]
      : []),
  ];
}

export function deletePaymentMethod(command: { paymentMethodId: string }, given: { paymentMethod: PaymentMethodState }): StreamEvents[] {
  const current = requireActive(given.paymentMethod);
  if (current.name.toLowerCase() === 'booking money') {
    throw ruleViolation('Booking Money is used to apply customer deposits and cannot be deleted');
  }
  return [
    { stream: paymentMethodStream(current.paymentMethodId), events: [{ type: 'PaymentMethodDeleted', data: { paymentMethodId: current.paymentMethodId } }] },
    releaseUniqueValue(PAYMENT_METHOD_NAME_SCOPE, current.name, current.paymentMethodId),
  ];
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const PAYMENT_METHOD_STREAM_KIND = streamKindOf(STREAM_NAMES.paymentMethod, { initialState: initialPaymentMethodState, evolve: evolvePaymentMethod });
