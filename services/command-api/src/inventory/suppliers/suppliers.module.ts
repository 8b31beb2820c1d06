import { Module } from '@nestjs/common';
import { SUPPLIER_COMMAND_HANDLERS } from './supplier.commands';
import { SuppliersController } from './suppliers.controller';
import { SupplierQueries } from './supplier-queries';

@Module({ controllers: [SuppliersController], providers: [...SUPPLIER_COMMAND_HANDLERS, SupplierQueries] })
export class SuppliersModule {}
