import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import {
  adjustStock,
  BOOKS_CLOSING_STREAM,
  BUSINESS_SETTINGS_STREAM,
  createProduct,
  deleteProduct,
  glAccountStream,
  inventoryRole,
  isProductType,
  PRODUCT_SKU_SCOPE,
  productStream,
  productUnitCost,
  reorderFiguresFor,
  supplierRefOf,
  supplierStream,
  uniqueValueStream,
  updateProduct,
  uuidv7,
  vehicleStream,
  type BooksState,
  type BusinessSettingsState,
  type GlAccountState,
  type InventorySystemRole,
  type ProductState,
  type SupplierState,
  type SystemAccounts,
  type UniqueValueState,
  type VehicleState,
} from '@dealer/domain';
import { GL_ACCOUNTS_TABLE, READ_MODELS_SCHEMA, type GlAccountRecord } from '@dealer/read-models';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { CommandPipeline, type StreamReader } from '../../platform/command-pipeline';
import type { CommandContext } from '../../platform/command-context';
import { dhakaDate } from '../../platform/dates';
import { poishaFromTaka } from '../../platform/taka';
import { refusalsIn } from '../../platform/refusals';
import type { AdjustStockRequest, CreateProductRequest, UpdateProductRequest } from './product.dto';
import { ProductQueries } from './product-queries';
import { PRODUCT_REFUSALS } from './product.refusals';

export class CreateProduct {
  constructor(readonly context: CommandContext, readonly fields: CreateProductRequest) {}
}
export class UpdateProduct {
  constructor(readonly context: CommandContext, readonly productId: string, readonly fields: UpdateProductRequest) {}
}
export class DeleteProduct {
  constructor(readonly context: CommandContext, readonly productId: string) {}
}
export class AdjustProductStock {
  constructor(readonly context: CommandContext, readonly productId: string, readonly fields: AdjustStockRequest) {}
}

/** What an adjustment answers with: the movement is found by its id on its day. */
export interface StockAdjustmentResult {
  id: string;
  movementId: string;
  date: string;
}

/**
 * The accounts of the chart's system roles a stock decision posts to. The ids come from the read
 * models (they change only when the chart does); the decision reads each account's stream, so its
 * state is the store's and its revision guards the append.
 */
@Injectable()
export class InventoryAccounts {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  async idsOf(roles: readonly InventorySystemRole[]): Promise<Map<string, string>> {
    if (roles.length === 0) return new Map();
    const rows: Pick<GlAccountRecord, 'id' | 'system_role'>[] = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(GL_ACCOUNTS_TABLE)
      .whereIn('system_role', [...roles])
      .whereNull('deleted_at')
      .select('id', 'system_role');
    return new Map(rows.map((row) => [row.system_role!, row.id]));
  }

  /** The states of the roles' accounts for a decision (a role with no account is left out: the domain names it). */
  async read(read: StreamReader, ids: Map<string, string>, roles: readonly InventorySystemRole[]): Promise<SystemAccounts> {
    const accounts: SystemAccounts = {};
    for (const role of roles) {
      const id = ids.get(role);
      if (id) accounts[role] = await read<GlAccountState>(glAccountStream(id));
    }
    return accounts;
  }
}

/** The inventory account of every type, for decisions that learn the product's type as they read it. */
const EVERY_INVENTORY_ROLE: InventorySystemRole[] = ['inventory.Motorcycle', 'inventory.Spare Parts', 'inventory.Accessories'];

/** The named vehicles: id → whether it exists (not deleted). */
async function vehiclesOf(read: StreamReader, ids: readonly string[] | undefined): Promise<Record<string, boolean> | undefined> {
  if (!ids) return undefined;
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const states = await Promise.all(unique.map((id) => read<VehicleState>(vehicleStream(id))));
  return Object.fromEntries(unique.map((id, index) => [id, states[index].status === 'active']));
}

const supplierOf = async (read: StreamReader, supplierId: string | null | undefined) =>
  supplierId ? supplierRefOf(await read<SupplierState>(supplierStream(supplierId.toLowerCase()))) : null;

/** A VAT rate in percent (7.5) as the domain keeps it (750); null (its type's rate) and left out kept as they are. */
const vatRateHundredthsOf = (percent: number | null | undefined) => (percent === undefined || percent === null ? percent : Math.round(percent * 100));

const lowerIds = (ids: string[] | undefined) => ids?.map((id) => id.toLowerCase());
const lowerId = (id: string | null | undefined) => (typeof id === 'string' ? id.toLowerCase() : id);

@CommandHandler(CreateProduct)
export class CreateProductHandler implements ICommandHandler<CreateProduct> {
  constructor(private readonly pipeline: CommandPipeline, private readonly accounts: InventoryAccounts) {}
  async execute({ context, fields }: CreateProduct) {
    const productId = uuidv7();
    const { supplier, compatibility, cost, salePrice, stock, date, vatRate, ...rest } = fields;
    const posts = stock > 0 && (cost ?? 0) > 0 && isProductType(fields.type);
    const roles: InventorySystemRole[] = posts ? [inventoryRole(fields.type), 'openingBalanceEquity'] : [];
    const ids = await this.accounts.idsOf(roles);
    return refusalsIn(PRODUCT_REFUSALS, () => this.pipeline.run(context, {
      result: { id: productId },
      decide: async (read) => {
        const given = {
          product: await read<ProductState>(productStream(productId)),
          sku: fields.sku?.trim() ? await read<UniqueValueState>(uniqueValueStream(PRODUCT_SKU_SCOPE, fields.sku)) : undefined,
          supplier: await supplierOf(read, supplier),
          vehicles: fields.type === 'Spare Parts' ? await vehiclesOf(read, lowerIds(compatibility)) : undefined,
          accounts: await this.accounts.read(read, ids, roles),
          books: posts ? await read<BooksState>(BOOKS_CLOSING_STREAM) : { closedThrough: null },
        };
        // A product created without its own reorder figures takes its type's from the settings (issue 23, item 15).
        const { reorderDefaults } = await read<BusinessSettingsState>(BUSINESS_SETTINGS_STREAM);
        return createProduct(
          {
            ...rest,
            ...reorderFiguresFor(fields.type, { reorderLevel: rest.reorderLevel, reorderQuantity: rest.reorderQuantity }, reorderDefaults),
            productId,
            supplierId: lowerId(supplier),
            compatibility: lowerIds(compatibility),
            salePrice: poishaFromTaka(salePrice),
            cost: cost === undefined ? undefined : poishaFromTaka(cost),
            vatRateHundredths: vatRateHundredthsOf(vatRate),
            stock,
            date: date ?? dhakaDate(),
            journalEntryId: uuidv7(),
            createdBy: context.userId,
            createdAt: new Date().toISOString(),
          },
          given,
        );
      },
    }));
  }
}

@CommandHandler(UpdateProduct)
export class UpdateProductHandler implements ICommandHandler<UpdateProduct> {
  constructor(private readonly pipeline: CommandPipeline, private readonly accounts: InventoryAccounts) {}
  async execute({ context, productId, fields }: UpdateProduct) {
    const { supplier, compatibility, cost, salePrice, date, stock: _stock, vatRate, ...rest } = fields;
    const roles: InventorySystemRole[] = cost === undefined ? [] : [...EVERY_INVENTORY_ROLE, 'inventoryGain', 'inventoryLoss'];
    const ids = await this.accounts.idsOf(roles);
    return refusalsIn(PRODUCT_REFUSALS, () => this.pipeline.run(context, {
      result: { id: productId },
      decide: async (read) => {
        const product = await read<ProductState>(productStream(productId));
        // The form sends the cost it showed, the last cost named: unchanged, it is no new cost,
        // even where the stock's average differs from it (only a new cost revalues the stock).
        const newCost = cost === undefined ? undefined : poishaFromTaka(cost);
        const costSent = newCost !== undefined && !(product.status === 'active' && newCost === product.cost);
        const revalues = costSent && product.quantity > 0 && newCost !== productUnitCost(product);
        const skuAfter = fields.sku ?? product.sku;
        const skuChanges = skuAfter.trim() !== '' && skuAfter.trim().toLowerCase() !== product.sku.toLowerCase();
        // The supplier is read only when the request names another one (the product keeps its own).
        const supplierChanges = supplier !== undefined && lowerId(supplier) !== product.supplierId;
        const given = {
          product,
          sku: skuChanges ? await read<UniqueValueState>(uniqueValueStream(PRODUCT_SKU_SCOPE, skuAfter)) : undefined,
          supplier: supplierChanges ? await supplierOf(read, supplier) : undefined,
          vehicles: compatibility ? await vehiclesOf(read, lowerIds(compatibility)) : undefined,
          accounts: revalues ? await this.accounts.read(read, ids, [inventoryRole(product.type), 'inventoryGain', 'inventoryLoss']) : {},
          books: revalues ? await read<BooksState>(BOOKS_CLOSING_STREAM) : { closedThrough: null },
        };
        return updateProduct(
          {
            ...rest,
            productId,
            supplierId: supplier === undefined ? undefined : lowerId(supplier),
            compatibility: lowerIds(compatibility),
            salePrice: salePrice === undefined ? undefined : poishaFromTaka(salePrice),
            cost: costSent ? newCost : undefined,
            vatRateHundredths: vatRateHundredthsOf(vatRate),
            date: date ?? dhakaDate(),
            journalEntryId: uuidv7(),
            updatedBy: context.userId,
            updatedAt: new Date().toISOString(),
          },
          given,
        );
      },
    }));
  }
}

@CommandHandler(DeleteProduct)
export class DeleteProductHandler implements ICommandHandler<DeleteProduct> {
  constructor(private readonly pipeline: CommandPipeline, private readonly products: ProductQueries) {}
  async execute({ context, productId }: DeleteProduct) {
    // A Motorcycle product's stock is its units not Sold, which the purchasing projection counts
    // on the product's row: decide on it once the read models hold the whole log.
    const projected = await this.products.motorcyclesInStock(productId);
    const motorcycle = projected?.type === 'Motorcycle';
    return this.pipeline.run(context, {
      result: { id: productId },
      readsReadModels: motorcycle,
      decide: async (read) => {
        const product = await read<ProductState>(productStream(productId));
        let units: { productId: string; lifecycle: 'registered'; status: 'Available' }[] | undefined;
        if (product.status === 'active' && product.type === 'Motorcycle' && product.unitCount > 0) {
          if (!motorcycle) throw new ConflictException('This product changed while it was being deleted. Please reload and try again.');
          const inStock = (await this.products.motorcyclesInStock(productId))?.quantity ?? 0;
          units = Array.from({ length: inStock }, () => ({ productId, lifecycle: 'registered', status: 'Available' }));
        }
        return deleteProduct({ productId, deletedBy: context.userId, deletedAt: new Date().toISOString() }, { product, units });
      },
    });
  }
}

@CommandHandler(AdjustProductStock)
export class AdjustProductStockHandler implements ICommandHandler<AdjustProductStock> {
  constructor(private readonly pipeline: CommandPipeline, private readonly accounts: InventoryAccounts) {}
  async execute({ context, productId, fields }: AdjustProductStock) {
    if (fields.unitCost !== undefined && fields.adjustmentType !== 'stock_in') {
      const message = 'Only a stock in takes a unit cost';
      throw new BadRequestException({ success: false, message, errors: { unitCost: message } });
    }
    const roles: InventorySystemRole[] = ['inventory.Spare Parts', 'inventory.Accessories', 'inventoryGain', 'inventoryLoss'];
    const ids = await this.accounts.idsOf(roles);
    const movementId = uuidv7();
    const date = fields.adjustmentDate ?? dhakaDate();
    return this.pipeline.run<StockAdjustmentResult>(context, {
      result: { id: productId, movementId, date },
      decide: async (read) => {
        const product = await read<ProductState>(productStream(productId));
        const type = product.type === 'Motorcycle' ? null : product.type;
        return adjustStock(
          {
            productId,
            movementId,
            journalEntryId: uuidv7(),
            adjustmentType: fields.adjustmentType,
            stockChange: fields.stockChange,
            unitCost: fields.unitCost === undefined ? undefined : poishaFromTaka(fields.unitCost),
            reason: fields.reason,
            reference: fields.reference,
            date,
            adjustedBy: context.userId,
            adjustedAt: new Date().toISOString(),
          },
          {
            product,
            accounts: product.status === 'active' && type ? await this.accounts.read(read, ids, [inventoryRole(type), 'inventoryGain', 'inventoryLoss']) : {},
            books: product.status === 'active' && type ? await read<BooksState>(BOOKS_CLOSING_STREAM) : { closedThrough: null },
          },
        );
      },
    });
  }
}

export const PRODUCT_COMMAND_HANDLERS = [CreateProductHandler, UpdateProductHandler, DeleteProductHandler, AdjustProductStockHandler];
