import dayjs, { type Dayjs } from 'dayjs';
import { crudResource } from '../../../shared/list';
import type { Motorcycle, MotorcycleFormValues, MotorcycleStatus } from './motorcycle-types';
import { dhakaTodayValue } from '../../../shared/format/date';
import { inventoryKey, motorcycleKeys, queryKeys } from '../../../shared/query-keys';

export const MOTORCYCLES_PATH = '/products/motorcycles';

/** Spec §9: motorcycles 10 a page, with a size changer. */
export const MOTORCYCLE_PAGE_SIZE = 10;
export const MOTORCYCLE_PAGE_SIZES = [10, 20, 50, 100];

const API_DATE = 'YYYY-MM-DD';

/**
 * A unit is the stock of its product and posts its price to the books, so a change may show on
 * every inventory screen (products, reports) and every books screen.
 */
const motorcycles = crudResource<Motorcycle, MotorcycleFormValues, { status?: MotorcycleStatus; productId?: string }>({
  path: MOTORCYCLES_PATH,
  listKey: 'motorcycles',
  keys: motorcycleKeys,
  pageSize: MOTORCYCLE_PAGE_SIZE,
  filters: ['status', 'productId'],
  label: 'Motorcycle',
  invalidates: [inventoryKey, queryKeys.books],
  toBody: (values, editing) => toMotorcycleBody(values, editing),
  texts: {
    created: 'Motorcycle added successfully.',
    saveFailed: 'Failed to save motorcycle. Please try again.',
    deleteFailed: 'Failed to delete motorcycle. Please try again.',
  },
});

export const { useList: useMotorcycleList, useActions: useMotorcycleActions } = motorcycles;

const toDay = (value: string | null | undefined): Dayjs | null => (value ? dayjs(value) : null);
const toApiDate = (value: Dayjs | null | undefined): string | null => (value ? value.format(API_DATE) : null);
const textOrNull = (value: string | null | undefined): string | null => value?.trim() || null;

export function toMotorcycleFormValues(motorcycle: Motorcycle | null): Partial<MotorcycleFormValues> {
  if (!motorcycle) return { status: 'Available', mileage: 0, purchaseDate: dhakaTodayValue(), location: {}, insuranceDetails: {} };
  return {
    chassisNo: motorcycle.chassisNo,
    engineNo: motorcycle.engineNo,
    status: motorcycle.status,
    productId: motorcycle.productId?._id,
    color: motorcycle.color,
    fuelType: motorcycle.fuelType ?? undefined,
    notes: motorcycle.notes ?? undefined,
    purchaseDate: toDay(motorcycle.purchaseDate),
    purchasePrice: motorcycle.purchasePrice,
    registrationDate: toDay(motorcycle.registrationDate),
    registrationNumber: motorcycle.registrationNumber ?? undefined,
    mileage: motorcycle.mileage ?? 0,
    lastServiceDate: toDay(motorcycle.lastServiceDate),
    nextServiceDate: toDay(motorcycle.nextServiceDate),
    location: { ...motorcycle.location },
    insuranceDetails: {
      provider: motorcycle.insuranceDetails?.provider,
      policyNumber: motorcycle.insuranceDetails?.policyNumber,
      expiryDate: toDay(motorcycle.insuranceDetails?.expiryDate),
      premium: motorcycle.insuranceDetails?.premium ?? null,
    },
  };
}

/** What the form may not change on this unit: a purchase's unit keeps the purchase's data; a sold one its price and status. */
export function lockedFields(motorcycle: Motorcycle | null) {
  return {
    fromPurchase: motorcycle?.source === 'purchase',
    sold: motorcycle?.status === 'Sold',
  };
}

export function toMotorcycleBody(values: MotorcycleFormValues, editing: Motorcycle | null) {
  const { fromPurchase, sold } = lockedFields(editing);
  const body: Record<string, unknown> = {
    color: values.color.trim(),
    fuelType: values.fuelType ?? null,
    notes: textOrNull(values.notes),
    registrationDate: toApiDate(values.registrationDate),
    registrationNumber: textOrNull(values.registrationNumber),
    mileage: values.mileage ?? 0,
    lastServiceDate: toApiDate(values.lastServiceDate),
    nextServiceDate: toApiDate(values.nextServiceDate),
    location: {
      warehouse: values.location?.warehouse?.trim() ?? '',
      section: values.location?.section?.trim() ?? '',
      position: values.location?.position?.trim() ?? '',
    },
    insuranceDetails: {
      provider: values.insuranceDetails?.provider?.trim() ?? '',
      policyNumber: values.insuranceDetails?.policyNumber?.trim() ?? '',
      expiryDate: toApiDate(values.insuranceDetails?.expiryDate),
      premium: values.insuranceDetails?.premium ?? null,
    },
  };
  if (!sold) body.status = values.status;
  if (!fromPurchase) {
    body.chassisNo = values.chassisNo.trim();
    body.engineNo = values.engineNo.trim();
    body.productId = values.productId;
    body.purchaseDate = toApiDate(values.purchaseDate);
    if (!sold) body.purchasePrice = values.purchasePrice ?? 0;
  }
  return body;
}

/** A next service date before today: shown red. */
export const isServiceOverdue = (nextServiceDate: string | null | undefined) => Boolean(nextServiceDate) && dayjs(nextServiceDate).isBefore(dhakaTodayValue(), 'day');
