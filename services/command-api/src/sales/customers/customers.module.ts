import { Module } from '@nestjs/common';
import { CUSTOMER_COMMAND_HANDLERS } from './customer.commands';
import { CustomersController } from './customers.controller';
import { CustomerQueries } from './customer-queries';

@Module({ controllers: [CustomersController], providers: [...CUSTOMER_COMMAND_HANDLERS, CustomerQueries], exports: [CustomerQueries] })
export class CustomersModule {}
