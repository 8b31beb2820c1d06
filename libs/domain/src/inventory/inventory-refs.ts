/**
 * What a stock decision needs to know of a supplier or a vehicle, which live in their own streams
 * (inventory/suppliers.ts, inventory/vehicles.ts). The handler maps their folded states to these
 * (null when the stream is absent or deleted), so these deciders do not depend on those shapes.
 */
export interface SupplierRef {
  supplierId: string;
  name: string;
  isActive: boolean;
  /** A purchase or a bill has named it (suppliers.ts SupplierFirstUsed); absent: not yet. */
  used?: boolean;
}

/** The problem with the supplier a command names, or null: it must exist, and be active when `requireActive`. */
export function supplierProblem(supplierId: unknown, supplier: SupplierRef | null | undefined, missing: string, requireActive: boolean): string | null {
  if (typeof supplierId !== 'string' || !supplierId.trim()) return missing;
  if (!supplier || supplier.supplierId !== supplierId) return 'Supplier not found';
  return requireActive && !supplier.isActive ? `Supplier ${supplier.name} is inactive` : null;
}
