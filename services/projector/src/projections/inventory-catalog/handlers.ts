import type { SupplierEvent, VehicleEvent } from '@dealer/domain';
import type { ProjectionBatch } from '../batch';
import { occurredAt, on } from '../projection';

/** vehicles: one row per vehicle model; a deleted one keeps its row with deleted_at set. */
export const vehicleHandlers = on<VehicleEvent, ProjectionBatch>({
  VehicleCreated: ({ vehicleId, name, model, year, type, color, engineCapacity, fuelType }, event, { inventoryCatalog }) =>
    inventoryCatalog.vehicles.insert(vehicleId, {
      name,
      model,
      year,
      type,
      color,
      engine_capacity: engineCapacity,
      fuel_type: fuelType,
      created_at: occurredAt(event),
      updated_at: occurredAt(event),
      deleted_at: null,
    }),
  VehicleUpdated: ({ vehicleId, name, model, year, type, color, engineCapacity, fuelType }, event, { inventoryCatalog }) =>
    inventoryCatalog.vehicles.patch(vehicleId, { name, model, year, type, color, engine_capacity: engineCapacity, fuel_type: fuelType, updated_at: occurredAt(event) }),
  VehicleDeleted: ({ vehicleId }, event, { inventoryCatalog }) => inventoryCatalog.vehicles.patch(vehicleId, { deleted_at: occurredAt(event), updated_at: occurredAt(event) }),
});

/** suppliers: one row per supplier; isActive follows the toggle; a deleted one keeps its row with deleted_at set. */
export const supplierHandlers = on<SupplierEvent, ProjectionBatch>({
  SupplierCreated: ({ supplierId, name, contactPerson, phone, email, address, notes, bin, isActive }, event, { inventoryCatalog }) =>
    inventoryCatalog.suppliers.insert(supplierId, {
      name,
      contact_person: contactPerson,
      phone,
      email,
      address,
      notes,
      // Suppliers recorded before BINs (issue 24) have none.
      bin: bin ?? '',
      is_active: isActive,
      created_at: occurredAt(event),
      updated_at: occurredAt(event),
      deleted_at: null,
    }),
  SupplierUpdated: ({ supplierId, name, contactPerson, phone, email, address, notes, bin }, event, { inventoryCatalog }) =>
    inventoryCatalog.suppliers.patch(supplierId, { name, contact_person: contactPerson, phone, email, address, notes, bin: bin ?? '', updated_at: occurredAt(event) }),
  SupplierActivated: ({ supplierId }, event, { inventoryCatalog }) => inventoryCatalog.suppliers.patch(supplierId, { is_active: true, updated_at: occurredAt(event) }),
  SupplierDeactivated: ({ supplierId }, event, { inventoryCatalog }) => inventoryCatalog.suppliers.patch(supplierId, { is_active: false, updated_at: occurredAt(event) }),
  SupplierDeleted: ({ supplierId }, event, { inventoryCatalog }) => inventoryCatalog.suppliers.patch(supplierId, { deleted_at: occurredAt(event), updated_at: occurredAt(event) }),
});
