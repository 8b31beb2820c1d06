import { BadRequestException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  createRequisition,
  deleteRequisition,
  productStream,
  requisitionStream,
  supplierRefOf,
  supplierStream,
  updateRequisition,
  uuidv7,
  type ProductState,
  type RequisitionState,
  type SupplierState,
} from '@dealer/domain';
import { CommandPipeline, type StreamReader } from '../../platform/command-pipeline';
import type { CommandContext } from '../../platform/command-context';
import { refusalsIn } from '../../platform/refusals';
import { REQUISITION_REFUSALS } from './requisition.refusals';
import type { RequisitionRequest } from './requisition.dto';

export class CreateRequisition {
  constructor(readonly context: CommandContext, readonly fields: RequisitionRequest) {}
}
export class UpdateRequisition {
  constructor(readonly context: CommandContext, readonly requisitionId: string, readonly fields: RequisitionRequest) {}
}
export class DeleteRequisition {
  constructor(readonly context: CommandContext, readonly requisitionId: string) {}
}

const now = () => new Date().toISOString();

/** A product named on two lines: refused on the second ('This product is already on the requisition'). */
function refuseRepeatedProducts(fields: RequisitionRequest): void {
  const seen = new Set<string>();
  const errors: Record<string, string> = {};
  fields.products.forEach((line, index) => {
    const id = line.product.toLowerCase();
    if (seen.has(id)) errors[`products.${index}.product`] = 'This product is already on the requisition';
    seen.add(id);
  });
  const messages = Object.values(errors);
  if (messages.length) throw new BadRequestException({ success: false, message: messages[0], errors });
}

/** What a requisition decision reads: the supplier it names and every product of its lines. */
async function requisitionGiven(read: StreamReader, requisitionId: string, fields: RequisitionRequest) {
  const products: Record<string, ProductState> = {};
  for (const line of fields.products) products[line.product] ??= await read<ProductState>(productStream(line.product));
  return {
    requisition: await read<RequisitionState>(requisitionStream(requisitionId)),
    supplier: supplierRefOf(await read<SupplierState>(supplierStream(fields.supplier))),
    products,
  };
}

const domainFields = (fields: RequisitionRequest) => ({
  supplierId: fields.supplier,
  notes: fields.notes ?? '',
  products: fields.products.map((line) => ({ productId: line.product, quantity: line.quantity })),
});

@CommandHandler(CreateRequisition)
export class CreateRequisitionHandler implements ICommandHandler<CreateRequisition> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, fields }: CreateRequisition) {
    refuseRepeatedProducts(fields);
    const requisitionId = uuidv7();
    return refusalsIn(
      REQUISITION_REFUSALS,
      () =>
        this.pipeline.run(context, {
          result: { id: requisitionId },
          decide: async (read) =>
            createRequisition({ requisitionId, ...domainFields(fields), createdBy: context.userId, createdAt: now() }, await requisitionGiven(read, requisitionId, fields)),
        }),
    );
  }
}

@CommandHandler(UpdateRequisition)
export class UpdateRequisitionHandler implements ICommandHandler<UpdateRequisition> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, requisitionId, fields }: UpdateRequisition) {
    refuseRepeatedProducts(fields);
    return refusalsIn(
      REQUISITION_REFUSALS,
      () =>
        this.pipeline.run(context, {
          result: { id: requisitionId },
          decide: async (read) =>
            updateRequisition({ requisitionId, ...domainFields(fields), updatedBy: context.userId, updatedAt: now() }, await requisitionGiven(read, requisitionId, fields)),
        }),
    );
  }
}

@CommandHandler(DeleteRequisition)
export class DeleteRequisitionHandler implements ICommandHandler<DeleteRequisition> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, requisitionId }: DeleteRequisition) {
    return this.pipeline.run(context, {
      result: { id: requisitionId },
      decide: async (read) =>
        deleteRequisition({ requisitionId, deletedBy: context.userId, deletedAt: now() }, { requisition: await read<RequisitionState>(requisitionStream(requisitionId)) }),
    });
  }
}

export const REQUISITION_COMMAND_HANDLERS = [CreateRequisitionHandler, UpdateRequisitionHandler, DeleteRequisitionHandler];
