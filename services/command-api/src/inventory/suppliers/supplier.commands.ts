import { BadRequestException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  createSupplier,
  deleteSupplier,
  SUPPLIER_NAME_SCOPE,
  supplierStream,
  uniqueValueStream,
  updateSupplier,
  uuidv7,
  type SupplierState,
  type UniqueValueState,
} from '@dealer/domain';
import { CommandPipeline } from '../../platform/command-pipeline';
import type { CommandContext } from '../../platform/command-context';
import type { CreateSupplierRequest, UpdateSupplierRequest } from './supplier.dto';
import { SupplierQueries } from './supplier-queries';

export class CreateSupplier {
  constructor(readonly context: CommandContext, readonly fields: CreateSupplierRequest) {}
}
export class UpdateSupplier {
  constructor(readonly context: CommandContext, readonly supplierId: string, readonly fields: UpdateSupplierRequest) {}
}
export class DeleteSupplier {
  constructor(readonly context: CommandContext, readonly supplierId: string) {}
}

@CommandHandler(CreateSupplier)
export class CreateSupplierHandler implements ICommandHandler<CreateSupplier> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, fields }: CreateSupplier) {
    const supplierId = uuidv7();
    return this.pipeline.run(context, {
      result: { id: supplierId },
      decide: async (read) =>
        createSupplier({ supplierId, ...fields }, {
          supplier: await read<SupplierState>(supplierStream(supplierId)),
          name: await read<UniqueValueState>(uniqueValueStream(SUPPLIER_NAME_SCOPE, fields.name)),
        }),
    });
  }
}

@CommandHandler(UpdateSupplier)
export class UpdateSupplierHandler implements ICommandHandler<UpdateSupplier> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, supplierId, fields: { id, ...fields } }: UpdateSupplier) {
    if (id !== undefined && id.toLowerCase() !== supplierId) {
      throw new BadRequestException({ success: false, message: 'The id in the body is not the id in the path', errors: { id: 'The id in the body is not the id in the path' } });
    }
    return this.pipeline.run(context, {
      result: { id: supplierId },
      decide: async (read) => {
        const supplier = await read<SupplierState>(supplierStream(supplierId));
        // The reservation of the name the supplier ends with (its own when the request keeps it).
        const name = await read<UniqueValueState>(uniqueValueStream(SUPPLIER_NAME_SCOPE, fields.name ?? supplier.name));
        return updateSupplier({ supplierId, ...fields }, { supplier, name });
      },
    });
  }
}

@CommandHandler(DeleteSupplier)
export class DeleteSupplierHandler implements ICommandHandler<DeleteSupplier> {
  constructor(private readonly pipeline: CommandPipeline, private readonly suppliers: SupplierQueries) {}
  execute({ context, supplierId }: DeleteSupplier) {
    return this.pipeline.run(context, {
      result: { id: supplierId },
      // Purchases and payables are counted on the supplier's read-model row (a purchase does not
      // write the supplier's stream): decide once the read models hold the whole log.
      readsReadModels: true,
      decide: async (read) => {
        const holdings = await this.suppliers.holdings(supplierId);
        return deleteSupplier({ supplierId, ...holdings }, { supplier: await read<SupplierState>(supplierStream(supplierId)) });
      },
    });
  }
}

export const SUPPLIER_COMMAND_HANDLERS = [CreateSupplierHandler, UpdateSupplierHandler, DeleteSupplierHandler];
