import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  createPaymentMethod,
  deletePaymentMethod,
  glAccountStream,
  PAYMENT_METHOD_NAME_SCOPE,
  paymentMethodStream,
  uniqueValueStream,
  updatePaymentMethod,
  uuidv7,
  type GlAccountState,
  type PaymentMethodState,
  type UniqueValueState,
} from '@dealer/domain';
import { CommandPipeline, type StreamReader } from '../../platform/command-pipeline';
import type { CommandContext } from '../../platform/command-context';
import type { PaymentMethodRequest } from './payment-method.dto';

export class CreatePaymentMethod {
  constructor(readonly context: CommandContext, readonly fields: PaymentMethodRequest) {}
}
export class UpdatePaymentMethod {
  constructor(readonly context: CommandContext, readonly paymentMethodId: string, readonly fields: PaymentMethodRequest) {}
}
export class DeletePaymentMethod {
  constructor(readonly context: CommandContext, readonly paymentMethodId: string) {}
}

const fieldsOf = (fields: PaymentMethodRequest) => ({
  name: fields.name,
  paymentAccount: fields.paymentAccount,
  accountId: fields.account,
  type: fields.type,
  status: fields.status,
  // Validated to two decimals, so ×100 rounds to the exact whole number of hundredths (1.85 → 185).
  processingFeeHundredths: Math.round((fields.processingFee ?? 0) * 100),
  processingFeeAccountId: fields.processingFeeAccount ?? null,
  isDefault: fields.isDefault,
  details: fields.details ? { ...fields.details } : {},
});

async function givenFor(read: StreamReader, paymentMethodId: string, fields: PaymentMethodRequest) {
  return {
    paymentMethod: await read<PaymentMethodState>(paymentMethodStream(paymentMethodId)),
    account: await read<GlAccountState>(glAccountStream(fields.account)),
    feeAccount: fields.processingFeeAccount ? await read<GlAccountState>(glAccountStream(fields.processingFeeAccount)) : null,
    name: await read<UniqueValueState>(uniqueValueStream(PAYMENT_METHOD_NAME_SCOPE, fields.name)),
  };
}

@CommandHandler(CreatePaymentMethod)
export class CreatePaymentMethodHandler implements ICommandHandler<CreatePaymentMethod> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, fields }: CreatePaymentMethod) {
    const paymentMethodId = uuidv7();
    return this.pipeline.run(context, {
      result: { id: paymentMethodId },
      decide: async (read) => createPaymentMethod({ paymentMethodId, ...fieldsOf(fields) }, await givenFor(read, paymentMethodId, fields)),
    });
  }
}

@CommandHandler(UpdatePaymentMethod)
export class UpdatePaymentMethodHandler implements ICommandHandler<UpdatePaymentMethod> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, paymentMethodId, fields }: UpdatePaymentMethod) {
    return this.pipeline.run(context, {
      result: { id: paymentMethodId },
      decide: async (read) => updatePaymentMethod({ paymentMethodId, ...fieldsOf(fields) }, await givenFor(read, paymentMethodId, fields)),
    });
  }
}

@CommandHandler(DeletePaymentMethod)
export class DeletePaymentMethodHandler implements ICommandHandler<DeletePaymentMethod> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, paymentMethodId }: DeletePaymentMethod) {
    return this.pipeline.run(context, {
      result: { id: paymentMethodId },
      decide: async (read) => deletePaymentMethod({ paymentMethodId }, { paymentMethod: await read<PaymentMethodState>(paymentMethodStream(paymentMethodId)) }),
    });
  }
}

export const PAYMENT_METHOD_COMMAND_HANDLERS = [CreatePaymentMethodHandler, UpdatePaymentMethodHandler, DeletePaymentMethodHandler];
