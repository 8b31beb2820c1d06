import type { Dayjs } from 'dayjs';
import type { Answer } from '../../../shared/api/contract-types';

export type MotorcycleStatus = 'Available' | 'Sold' | 'Reserved' | 'In Service';
export type FuelType = 'Petrol' | 'Diesel' | 'Electric' | 'Hybrid';

export const MOTORCYCLE_STATUSES: MotorcycleStatus[] = ['Available', 'Sold', 'Reserved', 'In Service'];
/** What the register may set; Sold comes only from an invoice. */
export const SETTABLE_STATUSES: MotorcycleStatus[] = ['Available', 'Reserved', 'In Service'];
export const FUEL_TYPES: FuelType[] = ['Petrol', 'Diesel', 'Electric', 'Hybrid'];

/** Spec §4: Available green, Sold red, Reserved orange, In Service blue. */
export const STATUS_COLORS: Record<MotorcycleStatus, string> = {
  Available: 'green',
  Sold: 'red',
  Reserved: 'orange',
  'In Service': 'blue',
};

/**
 * A unit as GET /api/products/motorcycles answers it (the contract's type), its status and fuel
 * type narrowed to the register's values (the answer types those columns as text).
 */
export type Motorcycle = Omit<Answer<'MotorcyclesController_get'>, 'status' | 'fuelType'> & { status: MotorcycleStatus; fuelType: FuelType | null };

export interface MotorcycleFormValues {
  chassisNo: string;
  engineNo: string;
  status: MotorcycleStatus;
  productId: string;
  color: string;
  fuelType?: FuelType | null;
  notes?: string;
  purchaseDate?: Dayjs | null;
  purchasePrice?: number | null;
  registrationDate?: Dayjs | null;
  registrationNumber?: string;
  mileage?: number | null;
  lastServiceDate?: Dayjs | null;
  nextServiceDate?: Dayjs | null;
  location?: { warehouse?: string; section?: string; position?: string };
  insuranceDetails?: { provider?: string; policyNumber?: string; expiryDate?: Dayjs | null; premium?: number | null };
}

/** Why a unit cannot be deleted (contract: only Available units entered by hand), or undefined. */
export function deleteBlockedReason(motorcycle: Motorcycle): string | undefined {
  if (motorcycle.source === 'purchase') {
    const purchase = motorcycle.purchase?.purchaseNumber ? `purchase ${motorcycle.purchase.purchaseNumber}` : 'a purchase';
    return `This motorcycle came from ${purchase}; remove it by editing or deleting the purchase`;
  }
  if (motorcycle.status !== 'Available') return 'Only an Available motorcycle can be deleted';
  return undefined;
}
