import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { roleCan } from '@dealer/domain';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import type { CommandOutcome } from '../../platform/command-pipeline';
import { IdParam } from '../../platform/id-param';
import { ok } from '../../platform/responses';
import { AdjustProductStock, CreateProduct, DeleteProduct, UpdateProduct, type StockAdjustmentResult } from './product.commands';
import { AdjustStockRequest, CreateProductRequest, PriceHistoryQuery, ProductListQuery, StockMovementQuery, UpdateProductRequest } from './product.dto';
import { ProductQueries } from './product-queries';

/**
 * /api/products (docs/api/inventory.md: Products, Stock, Price history). The register's
 * /api/products/motorcycles… and the reports' /api/products/reports/… are other controllers:
 * their static segments win over `:id` in the router, whatever the order modules register in.
 */
@ApiTags('inventory: products')
@ApiBearerAuth()
@Controller('products')
export class ProductsController {
  constructor(private readonly commands: CommandBus, private readonly queries: ProductQueries) {}

  /** `data.products`, `data.pagination`, and with includeInventoryValue=true `data.totals`. */
  @Get()
  async list(@Query() query: ProductListQuery) {
    return ok(await this.queries.list(query));
  }

  @Get(':id')
  async get(@Param('id', IdParam) id: string) {
    return ok(await this.queries.get(id));
  }

  @Post()
  async create(@CommandContextOf() context: CommandContext, @Body() body: CreateProductRequest) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(new CreateProduct(context, body));
    return ok(await this.queries.get(outcome.result.id), 'Product created successfully');
  }

  @Put(':id')
  async update(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: UpdateProductRequest) {
    await this.commands.execute(new UpdateProduct(context, id, body));
    return ok(await this.queries.get(id), 'Product updated successfully');
  }

  @Delete(':id')
  async remove(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string) {
    await this.commands.execute(new DeleteProduct(context, id));
    return ok({ _id: id }, 'Product deleted successfully');
  }

  /** A stock in, stock out, manual adjustment or damaged goods, posted in the same append. */
  @Patch(':id/stock')
  async adjustStock(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: AdjustStockRequest) {
    const outcome: CommandOutcome<StockAdjustmentResult> = await this.commands.execute(new AdjustProductStock(context, id, body));
    const { movementId, date } = outcome.result;
    const [product, movement] = await Promise.all([this.queries.get(id), this.queries.movement(id, movementId, date)]);
    return ok({ product, movement }, 'Stock adjustment completed successfully.');
  }

  @Get(':id/stock-movements')
  async stockMovements(@Param('id', IdParam) id: string, @Query() query: StockMovementQuery) {
    return ok(await this.queries.stockMovements(id, query));
  }

  /** For a reader without `costs:read` (Sales): the sale price's changes only, no purchases (the rest of the cost fields go in platform/cost-fields.ts). */
  @Get(':id/price-history')
  async priceHistory(@Req() request: FastifyRequest & { user: AuthenticatedUser }, @Param('id', IdParam) id: string, @Query() query: PriceHistoryQuery) {
    return ok(await this.queries.priceHistory(id, query, roleCan(request.user.role, 'costs:read')));
  }
}
