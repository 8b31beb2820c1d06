import { BadRequestException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  createVehicle,
  deleteVehicle,
  uniqueValueStream,
  updateVehicle,
  uuidv7,
  VEHICLE_IDENTITY_SCOPE,
  vehicleFieldsAfterUpdate,
  vehicleIdentity,
  vehicleStream,
  type UniqueValueState,
  type VehicleState,
} from '@dealer/domain';
import { CommandPipeline } from '../../platform/command-pipeline';
import type { CommandContext } from '../../platform/command-context';
import type { CreateVehicleRequest, UpdateVehicleRequest } from './vehicle.dto';

export class CreateVehicle {
  constructor(readonly context: CommandContext, readonly fields: CreateVehicleRequest) {}
}
export class UpdateVehicle {
  constructor(readonly context: CommandContext, readonly vehicleId: string, readonly fields: UpdateVehicleRequest) {}
}
export class DeleteVehicle {
  constructor(readonly context: CommandContext, readonly vehicleId: string) {}
}

@CommandHandler(CreateVehicle)
export class CreateVehicleHandler implements ICommandHandler<CreateVehicle> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, fields }: CreateVehicle) {
    const vehicleId = uuidv7();
    return this.pipeline.run(context, {
      result: { id: vehicleId },
      decide: async (read) =>
        createVehicle({ vehicleId, ...fields }, {
          vehicle: await read<VehicleState>(vehicleStream(vehicleId)),
          identity: await read<UniqueValueState>(uniqueValueStream(VEHICLE_IDENTITY_SCOPE, vehicleIdentity(fields))),
        }),
    });
  }
}

@CommandHandler(UpdateVehicle)
export class UpdateVehicleHandler implements ICommandHandler<UpdateVehicle> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, vehicleId, fields: { id, ...fields } }: UpdateVehicle) {
    if (id !== undefined && id.toLowerCase() !== vehicleId) {
      throw new BadRequestException({ success: false, message: 'The id in the body is not the id in the path', errors: { id: 'The id in the body is not the id in the path' } });
    }
    return this.pipeline.run(context, {
      result: { id: vehicleId },
      decide: async (read) => {
        const vehicle = await read<VehicleState>(vehicleStream(vehicleId));
        // The reservation of the name, model and year the vehicle ends with.
        const identity = await read<UniqueValueState>(uniqueValueStream(VEHICLE_IDENTITY_SCOPE, vehicleIdentity(vehicleFieldsAfterUpdate(vehicle, fields))));
        return updateVehicle({ vehicleId, ...fields }, { vehicle, identity });
      },
    });
  }
}

@CommandHandler(DeleteVehicle)
export class DeleteVehicleHandler implements ICommandHandler<DeleteVehicle> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, vehicleId }: DeleteVehicle) {
    return this.pipeline.run(context, {
      result: { id: vehicleId },
      decide: async (read) => deleteVehicle({ vehicleId }, { vehicle: await read<VehicleState>(vehicleStream(vehicleId)) }),
    });
  }
}

export const VEHICLE_COMMAND_HANDLERS = [CreateVehicleHandler, UpdateVehicleHandler, DeleteVehicleHandler];
