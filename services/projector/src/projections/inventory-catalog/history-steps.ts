import {
  createSupplier,
  createVehicle,
  deleteSupplier,
  deleteVehicle,
  FUEL_TYPES,
  SUPPLIER_NAME_SCOPE,
  supplierStream,
  updateSupplier,
  updateVehicle,
  uuidv7,
  VEHICLE_IDENTITY_SCOPE,
  VEHICLE_TYPES,
  vehicleIdentity,
  vehicleStream,
  type StreamEvents,
  type SupplierState,
  type VehicleState,
} from '@dealer/domain';
import type { AppendRequest } from '@dealer/event-store';
import type { HistoryBuilder, HistoryStep } from '../../testing/history';

/** The vehicles and suppliers a history created, live or deleted. */
const catalogs = new WeakMap<HistoryBuilder, { vehicles: string[]; suppliers: string[] }>();
const catalogOf = (history: HistoryBuilder) => {
  let catalog = catalogs.get(history);
  if (!catalog) catalogs.set(history, (catalog = { vehicles: [], suppliers: [] }));
  return catalog;
};

const NAMES = ['Yamaha', 'Honda', 'Suzuki', 'Bajaj', 'TVS', 'Hero', 'Runner', 'Lifan', 'Yadea', 'Walton'];
const COLORS = ['Red', 'Black', 'Racing Blue', 'White', 'Matte Grey'];

/** Runs a decision on the history's states; a refusal (a name already taken, a deleted record) decides nothing. */
function attempt(history: HistoryBuilder, decide: () => StreamEvents[]): AppendRequest[] {
  try {
    return history.commit(decide());
  } catch {
    return [];
  }
}

function vehicleFields(history: HistoryBuilder) {
  return {
    name: `${history.pick(NAMES)} ${history.int(100, 160)}`,
    model: history.pick(['Standard', 'ABS', 'Deluxe', 'V2', 'Fi']),
    year: history.int(2018, 2026),
    type: history.pick(VEHICLE_TYPES),
    color: history.pick(COLORS),
    engineCapacity: `${history.int(100, 400)} cc`,
    fuelType: history.pick(FUEL_TYPES),
  };
}

function addVehicle(history: HistoryBuilder): AppendRequest[] {
  const vehicleId = uuidv7();
  const fields = vehicleFields(history);
  const requests = attempt(history, () =>
    createVehicle({ vehicleId, ...fields }, { vehicle: history.fold(vehicleStream(vehicleId)), identity: history.unique(VEHICLE_IDENTITY_SCOPE, vehicleIdentity(fields)) }),
  );
  if (requests.length) catalogOf(history).vehicles.push(vehicleId);
  return requests;
}

function editVehicle(history: HistoryBuilder): AppendRequest[] {
  const { vehicles } = catalogOf(history);
  if (!vehicles.length) return addVehicle(history);
  const vehicleId = history.pick(vehicles);
  const vehicle = history.fold<VehicleState>(vehicleStream(vehicleId));
  const fields: Partial<ReturnType<typeof vehicleFields>> = history.random() < 0.5 ? { color: history.pick(COLORS) } : vehicleFields(history);
  const ends = { name: fields.name ?? vehicle.name, model: fields.model ?? vehicle.model, year: fields.year ?? vehicle.year };
  return attempt(history, () => updateVehicle({ vehicleId, ...fields }, { vehicle, identity: history.unique(VEHICLE_IDENTITY_SCOPE, vehicleIdentity(ends)) }));
}

function removeVehicle(history: HistoryBuilder): AppendRequest[] {
  const { vehicles } = catalogOf(history);
  if (!vehicles.length) return addVehicle(history);
  const vehicleId = history.pick(vehicles);
  return attempt(history, () => deleteVehicle({ vehicleId }, { vehicle: history.fold(vehicleStream(vehicleId)) }));
}

function supplierFields(history: HistoryBuilder) {
  const name = `${history.pick(NAMES)} ${history.pick(['Motors', 'Traders', 'Parts House', 'Distributors'])} ${history.int(1, 40)}`;
  const fields = {
    name,
    contactPerson: history.pick(['Karim Ahmed', 'Nasrin Akter', 'Rafiq Islam']),
    phone: `01${history.int(300000000, 999999999)}`,
    email: `orders${history.int(1, 999)}@supplier.example`,
    address: `${history.int(1, 200)} Tejgaon, Dhaka`,
    notes: history.random() < 0.3 ? 'Pays on 30 days' : '',
  };
  // A VAT-registered supplier's BIN (issue 24) for those with notes, made of its phone: no draw of
  // its own, so the histories the other suites build from these steps (their seeds) stay as they were.
  return { ...fields, bin: fields.notes ? `00${fields.phone}` : '' };
}

function addSupplier(history: HistoryBuilder): AppendRequest[] {
  const supplierId = uuidv7();
  const fields = { ...supplierFields(history), isActive: history.random() < 0.9 };
  const requests = attempt(history, () =>
    createSupplier({ supplierId, ...fields }, { supplier: history.fold(supplierStream(supplierId)), name: history.unique(SUPPLIER_NAME_SCOPE, fields.name) }),
  );
  if (requests.length) catalogOf(history).suppliers.push(supplierId);
  return requests;
}

function editSupplier(history: HistoryBuilder): AppendRequest[] {
  const { suppliers } = catalogOf(history);
  if (!suppliers.length) return addSupplier(history);
  const supplierId = history.pick(suppliers);
  const supplier = history.fold<SupplierState>(supplierStream(supplierId));
  const roll = history.random();
  const fields = roll < 0.5 ? { isActive: !supplier.isActive } : roll < 0.8 ? { ...supplierFields(history) } : { phone: `01${history.int(300000000, 999999999)}`, notes: 'Changed terms' };
  const name = 'name' in fields && fields.name ? fields.name : supplier.name;
  return attempt(history, () => updateSupplier({ supplierId, ...fields }, { supplier, name: history.unique(SUPPLIER_NAME_SCOPE, name) }));
}

function removeSupplier(history: HistoryBuilder): AppendRequest[] {
  const { suppliers } = catalogOf(history);
  if (!suppliers.length) return addSupplier(history);
  const supplierId = history.pick(suppliers);
  return attempt(history, () => deleteSupplier({ supplierId, purchaseCount: 0, openPayableCount: 0 }, { supplier: history.fold(supplierStream(supplierId)) }));
}

/** Vehicles and suppliers in a random history: `new HistoryBuilder(seed, start, [...BOOKS_HISTORY_STEPS, ...INVENTORY_CATALOG_HISTORY_STEPS])`. */
export const INVENTORY_CATALOG_HISTORY_STEPS: readonly HistoryStep[] = [
  { name: 'add a vehicle', weight: 30, run: addVehicle },
  { name: 'edit a vehicle', weight: 20, run: editVehicle },
  { name: 'delete a vehicle', weight: 8, run: removeVehicle },
  { name: 'add a supplier', weight: 30, run: addSupplier },
  { name: 'edit or toggle a supplier', weight: 30, run: editSupplier },
  { name: 'delete a supplier', weight: 8, run: removeSupplier },
];

/** The ids a history created (for tests that check every row against the domain's fold). */
export const catalogIdsOf = (history: HistoryBuilder) => ({ ...catalogOf(history) });
