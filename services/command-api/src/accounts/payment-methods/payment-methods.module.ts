import { Module } from '@nestjs/common';
import { PAYMENT_METHOD_COMMAND_HANDLERS } from './payment-method.commands';
import { PaymentMethodsController } from './payment-methods.controller';
import { PaymentMethodQueries } from './payment-method-queries';

@Module({ controllers: [PaymentMethodsController], providers: [...PAYMENT_METHOD_COMMAND_HANDLERS, PaymentMethodQueries] })
export class PaymentMethodsModule {}
