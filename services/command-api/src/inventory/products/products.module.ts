import { Module } from '@nestjs/common';
import { InventoryAccounts, PRODUCT_COMMAND_HANDLERS } from './product.commands';
import { ProductsController } from './products.controller';
import { ProductQueries } from './product-queries';
import { PurchaseLines } from './purchase-lines';

/** Exports the product queries: purchases, the register and reports answer with products. */
@Module({ controllers: [ProductsController], providers: [...PRODUCT_COMMAND_HANDLERS, InventoryAccounts, ProductQueries, PurchaseLines], exports: [ProductQueries] })
export class ProductsModule {}
