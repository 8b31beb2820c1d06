import type { PaymentMethodEvent, PaymentMethodProfile } from '@dealer/domain';
import { uuidOrNull } from '../../sql';
import type { ProjectionBatch } from '../batch';
import { occurredAt, on } from '../projection';
import type { AccountsBatch } from './tables';

const profileColumns = (profile: PaymentMethodProfile) => ({
  name: profile.name,
  payment_account: profile.paymentAccount,
  account_id: profile.accountId,
  type: profile.type,
  status: profile.status ?? 'active',
  processing_fee_hundredths: profile.processingFeeHundredths ?? 0,
  processing_fee_account_id: uuidOrNull(profile.processingFeeAccountId),
  is_default: profile.isDefault ?? false,
  details: profile.details ?? {},
});

/** At most one default: the method that last became default, in log order. */
function noteDefault(accounts: AccountsBatch, paymentMethodId: string, isDefault: boolean): void {
  if (isDefault) accounts.defaultPaymentMethodId = paymentMethodId;
}

export const paymentMethodHandlers = on<PaymentMethodEvent, ProjectionBatch>({
  PaymentMethodCreated: (data, event, { accounts }) => {
    accounts.paymentMethods.insert(data.paymentMethodId, { ...profileColumns(data), created_at: occurredAt(event), updated_at: occurredAt(event) });
    noteDefault(accounts, data.paymentMethodId, data.isDefault);
  },
  PaymentMethodUpdated: (data, event, { accounts }) => {
    accounts.paymentMethods.patch(data.paymentMethodId, { ...profileColumns(data), updated_at: occurredAt(event) });
    noteDefault(accounts, data.paymentMethodId, data.isDefault);
  },
  PaymentMethodDeleted: ({ paymentMethodId }, _event, { accounts }) => accounts.paymentMethods.delete(paymentMethodId),
});
