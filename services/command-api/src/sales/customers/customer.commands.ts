import { BadRequestException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  addCustomer,
  CUSTOMER_PHONE_SCOPE,
  customerFieldsAfterUpdate,
  customerPhoneReservationKey,
  customerStream,
  deleteCustomer,
  uniqueValueStream,
  updateCustomer,
  uuidv7,
  vehicleStream,
  type CustomerState,
  type UniqueValueState,
  type VehicleState,
} from '@dealer/domain';
import { CommandPipeline, type StreamReader } from '../../platform/command-pipeline';
import type { CommandContext } from '../../platform/command-context';
import type { CreateCustomerRequest, UpdateCustomerRequest } from './customer.dto';

export class AddCustomer {
  constructor(readonly context: CommandContext, readonly fields: CreateCustomerRequest) {}
}
export class UpdateCustomer {
  constructor(readonly context: CommandContext, readonly customerId: string, readonly fields: UpdateCustomerRequest) {}
}
export class DeleteCustomer {
  constructor(readonly context: CommandContext, readonly customerId: string) {}
}

/** The reservation of the phone a customer ends with, and the vehicle it names (read only when it names one). */
async function phoneAndVehicle(read: StreamReader, phone: unknown, vehicle: unknown) {
  return {
    phone: await read<UniqueValueState>(uniqueValueStream(CUSTOMER_PHONE_SCOPE, customerPhoneReservationKey(typeof phone === 'string' ? phone : ''))),
    vehicle: typeof vehicle === 'string' && vehicle !== '' ? await read<VehicleState>(vehicleStream(vehicle.toLowerCase())) : undefined,
  };
}

@CommandHandler(AddCustomer)
export class AddCustomerHandler implements ICommandHandler<AddCustomer> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, fields }: AddCustomer) {
    const customerId = uuidv7();
    const vehicle = fields.vehicle ? fields.vehicle.toLowerCase() : null;
    return this.pipeline.run(context, {
      result: { id: customerId },
      decide: async (read) =>
        addCustomer({ customerId, ...fields, vehicle }, { customer: await read<CustomerState>(customerStream(customerId)), ...(await phoneAndVehicle(read, fields.phone, vehicle)) }),
    });
  }
}

@CommandHandler(UpdateCustomer)
export class UpdateCustomerHandler implements ICommandHandler<UpdateCustomer> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, customerId, fields: { id, ...fields } }: UpdateCustomer) {
    if (id !== undefined && id.toLowerCase() !== customerId) {
      throw new BadRequestException({ success: false, message: 'The id in the body is not the id in the path', errors: { id: 'The id in the body is not the id in the path' } });
    }
    const vehicle = fields.vehicle === undefined ? undefined : fields.vehicle ? fields.vehicle.toLowerCase() : null;
    return this.pipeline.run(context, {
      result: { id: customerId },
      decide: async (read) => {
        const customer = await read<CustomerState>(customerStream(customerId));
        const after = customerFieldsAfterUpdate(customer, { ...fields, vehicle });
        const changedVehicle = after.vehicle !== customer.vehicle ? after.vehicle : null;
        return updateCustomer({ customerId, ...fields, vehicle }, { customer, ...(await phoneAndVehicle(read, after.phone, changedVehicle)) });
      },
    });
  }
}

@CommandHandler(DeleteCustomer)
export class DeleteCustomerHandler implements ICommandHandler<DeleteCustomer> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, customerId }: DeleteCustomer) {
    return this.pipeline.run(context, {
      result: { id: customerId },
      // Whether it was used is in its own stream (CustomerFirstUsed): no read model to wait for.
      decide: async (read) => deleteCustomer({ customerId }, { customer: await read<CustomerState>(customerStream(customerId)) }),
    });
  }
}

export const CUSTOMER_COMMAND_HANDLERS = [AddCustomerHandler, UpdateCustomerHandler, DeleteCustomerHandler];
