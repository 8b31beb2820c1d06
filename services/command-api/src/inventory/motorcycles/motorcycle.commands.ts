import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  BOOKS_CLOSING_STREAM,
  deleteMotorcycleUnit,
  initialProductState,
  journalEntryStream,
  MOTORCYCLE_CHASSIS_SCOPE,
  MOTORCYCLE_ENGINE_SCOPE,
  MOTORCYCLE_UNIT_ACCOUNT_ROLES,
  motorcycleStream,
  productStream,
  registerMotorcycleUnit,
  uniqueValueStream,
  updateMotorcycleUnit,
  uuidv7,
  type BooksState,
  type JournalEntryState,
  type MotorcycleUnitFields,
  type MotorcycleUnitState,
  type ProductState,
  type UniqueValueState,
} from '@dealer/domain';
import { CommandPipeline } from '../../platform/command-pipeline';
import type { CommandContext } from '../../platform/command-context';
import { dhakaDate } from '../../platform/dates';
import { poishaFromTaka } from '../../platform/taka';
import { refusal, refusalsIn } from '../../platform/refusals';
import { SystemAccountIds, systemAccountStates } from '../../platform/system-accounts';
import { motorcycleRefusals } from './motorcycle.refusals';
import type { CreateMotorcycleRequest, UpdateMotorcycleRequest } from './motorcycle.dto';
import { MotorcycleQueries } from './motorcycle-queries';

export class RegisterMotorcycle {
  constructor(readonly context: CommandContext, readonly fields: CreateMotorcycleRequest) {}
}
export class UpdateMotorcycle {
  constructor(readonly context: CommandContext, readonly motorcycleId: string, readonly fields: UpdateMotorcycleRequest) {}
}
export class DeleteMotorcycle {
  constructor(readonly context: CommandContext, readonly motorcycleId: string) {}
}

const now = () => new Date().toISOString();

/** The register fields of a request as the domain takes them: left out stays undefined (kept), null clears. */
function unitFields(fields: CreateMotorcycleRequest | UpdateMotorcycleRequest): MotorcycleUnitFields {
  const kept = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);
  const location = fields.location === null ? { warehouse: '', section: '', position: '' } : fields.location;
  const insurance = fields.insuranceDetails === null ? { provider: '', policyNumber: '', expiryDate: null, premium: null } : fields.insuranceDetails;
  return {
    chassisNo: kept(fields.chassisNo),
    engineNo: kept(fields.engineNo),
    color: kept(fields.color),
    status: kept(fields.status),
    productId: kept(fields.productId),
    purchaseDate: fields.purchaseDate,
    registrationDate: fields.registrationDate,
    registrationNumber: fields.registrationNumber === null ? '' : fields.registrationNumber,
    mileage: fields.mileage === null ? 0 : fields.mileage,
    fuelType: fields.fuelType,
    lastServiceDate: fields.lastServiceDate,
    nextServiceDate: fields.nextServiceDate,
    notes: fields.notes === null ? '' : fields.notes,
    location: location && {
      warehouse: location.warehouse === null ? '' : location.warehouse,
      section: location.section === null ? '' : location.section,
      position: location.position === null ? '' : location.position,
    },
    insuranceDetails: insurance && {
      provider: insurance.provider === null ? '' : insurance.provider,
      policyNumber: insurance.policyNumber === null ? '' : insurance.policyNumber,
      expiryDate: insurance.expiryDate,
      premium: insurance.premium === null || insurance.premium === undefined ? insurance.premium : poishaFromTaka(insurance.premium),
    },
  };
}

@CommandHandler(RegisterMotorcycle)
export class RegisterMotorcycleHandler implements ICommandHandler<RegisterMotorcycle> {
  constructor(private readonly pipeline: CommandPipeline, private readonly systemAccounts: SystemAccountIds, private readonly queries: MotorcycleQueries) {}

  async execute({ context, fields }: RegisterMotorcycle) {
    const motorcycleId = uuidv7();
    const journalEntryId = uuidv7();
    const purchasePrice = fields.purchasePrice === undefined || fields.purchasePrice === null ? 0 : poishaFromTaka(fields.purchasePrice);
    const roles = purchasePrice > 0 ? await this.systemAccounts.of(MOTORCYCLE_UNIT_ACCOUNT_ROLES) : {};
    return refusalsIn(
      motorcycleRefusals(this.queries, null),
      () =>
        this.pipeline.run(context, {
          result: { id: motorcycleId },
          decide: async (read) =>
            registerMotorcycleUnit(
              {
                ...unitFields(fields),
                motorcycleId,
                purchasePrice,
                // Posted on its purchase date (today when not given).
                date: fields.purchaseDate ?? dhakaDate(),
                journalEntryId,
                registeredBy: context.userId,
                registeredAt: now(),
              },
              {
                unit: await read<MotorcycleUnitState>(motorcycleStream(motorcycleId)),
                product: await read<ProductState>(productStream(fields.productId)),
                chassis: await read<UniqueValueState>(uniqueValueStream(MOTORCYCLE_CHASSIS_SCOPE, fields.chassisNo)),
                engine: await read<UniqueValueState>(uniqueValueStream(MOTORCYCLE_ENGINE_SCOPE, fields.engineNo)),
                accounts: await systemAccountStates(read, roles),
                books: await read<BooksState>(BOOKS_CLOSING_STREAM),
              },
            ),
        }),
    );
  }
}

@CommandHandler(UpdateMotorcycle)
export class UpdateMotorcycleHandler implements ICommandHandler<UpdateMotorcycle> {
  constructor(private readonly pipeline: CommandPipeline, private readonly systemAccounts: SystemAccountIds, private readonly queries: MotorcycleQueries) {}

  async execute({ context, motorcycleId, fields }: UpdateMotorcycle) {
    const journalEntryId = uuidv7();
    const roles = fields.purchasePrice !== undefined && fields.purchasePrice !== null ? await this.systemAccounts.of(MOTORCYCLE_UNIT_ACCOUNT_ROLES) : {};
    const given = unitFields(fields);
    const purchasePrice = fields.purchasePrice === undefined || fields.purchasePrice === null ? undefined : poishaFromTaka(fields.purchasePrice);
    return refusalsIn(
      motorcycleRefusals(this.queries, motorcycleId, fields),
      () =>
        this.pipeline.run(context, {
          result: { id: motorcycleId },
          decide: async (read) => {
            const unit = await read<MotorcycleUnitState>(motorcycleStream(motorcycleId));
            // A unit from a purchase: its numbers, product, date and price are the purchase's.
            if (unit.lifecycle === 'registered' && unit.origin.kind === 'purchase') {
              const changes =
                (given.chassisNo !== undefined && given.chassisNo !== unit.chassisNo) ||
                (given.engineNo !== undefined && given.engineNo !== unit.engineNo) ||
                (given.productId !== undefined && given.productId !== unit.productId) ||
                (given.purchaseDate !== undefined && (given.purchaseDate ?? null) !== unit.purchaseDate) ||
                (purchasePrice !== undefined && purchasePrice !== unit.purchasePrice);
              if (changes) throw refusal('A unit from a purchase changes on its purchase', 'rule', undefined, { code: 'from_purchase_fixed' });
            }
            const productId = given.productId ?? unit.productId;
            const changes = (value: string | undefined, current: string) => value !== undefined && value.toLowerCase() !== current.toLowerCase();
            return updateMotorcycleUnit(
              { ...given, motorcycleId, purchasePrice, date: dhakaDate(), journalEntryId, updatedBy: context.userId, updatedAt: now() },
              {
                unit,
                product: productId ? await read<ProductState>(productStream(productId)) : initialProductState,
                chassis: changes(given.chassisNo, unit.chassisNo) ? await read<UniqueValueState>(uniqueValueStream(MOTORCYCLE_CHASSIS_SCOPE, given.chassisNo!)) : undefined,
                engine: changes(given.engineNo, unit.engineNo) ? await read<UniqueValueState>(uniqueValueStream(MOTORCYCLE_ENGINE_SCOPE, given.engineNo!)) : undefined,
                accounts: await systemAccountStates(read, roles),
                books: await read<BooksState>(BOOKS_CLOSING_STREAM),
              },
            );
          },
        }),
    );
  }
}

@CommandHandler(DeleteMotorcycle)
export class DeleteMotorcycleHandler implements ICommandHandler<DeleteMotorcycle> {
  constructor(private readonly pipeline: CommandPipeline, private readonly queries: MotorcycleQueries) {}

  execute({ context, motorcycleId }: DeleteMotorcycle) {
    return refusalsIn(
      motorcycleRefusals(this.queries, motorcycleId),
      () =>
        this.pipeline.run(context, {
          result: { id: motorcycleId },
          decide: async (read) => {
            const unit = await read<MotorcycleUnitState>(motorcycleStream(motorcycleId));
            const entries: Record<string, JournalEntryState> = {};
            for (const id of unit.journalEntryIds) entries[id] = await read<JournalEntryState>(journalEntryStream(id));
            return deleteMotorcycleUnit(
              { motorcycleId, date: dhakaDate(), reversalEntryIds: unit.journalEntryIds.map(() => uuidv7()), deletedBy: context.userId, deletedAt: now() },
              { unit, entries, books: await read<BooksState>(BOOKS_CLOSING_STREAM) },
            );
          },
        }),
    );
  }
}

export const MOTORCYCLE_COMMAND_HANDLERS = [RegisterMotorcycleHandler, UpdateMotorcycleHandler, DeleteMotorcycleHandler];
