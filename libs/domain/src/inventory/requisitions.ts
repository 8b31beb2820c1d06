import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, notFound } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import type { Poisha } from '../shared/money';
import { isMissing, refuseFieldErrors, textProblem, trimmedText, type FieldErrors, type FieldRefusals } from '../ledger/posting-validation';
import { supplierProblem, type SupplierRef } from './inventory-refs';
import { quantityProblem } from './inventory-postings';
import { productUnitCost, type ProductState } from './products';
import { DEFAULT_PAYMENT_TERMS } from './purchases';

/**
 * A requisition: what the storekeeper wants to order from a supplier. It moves no stock and posts
 * nothing; it can be turned into a purchase form, prefilled.
 */
export interface RequisitionLine {
  productId: string;
  quantity: number;
}

export interface RequisitionDetails {
  supplierId: string;
  notes: string;
  products: RequisitionLine[];
}

export type RequisitionCreated = DomainEvent<'RequisitionCreated', RequisitionDetails & { requisitionId: string; createdBy: string; createdAt: string }>;
export type RequisitionUpdated = DomainEvent<'RequisitionUpdated', RequisitionDetails & { requisitionId: string; updatedBy: string; updatedAt: string }>;
export type RequisitionDeleted = DomainEvent<'RequisitionDeleted', { requisitionId: string; deletedBy: string; deletedAt: string }>;
export type RequisitionEvent = RequisitionCreated | RequisitionUpdated | RequisitionDeleted;

export interface RequisitionState extends RequisitionDetails {
  lifecycle: 'absent' | 'active' | 'deleted';
  requisitionId: string;
}

export const initialRequisitionState: RequisitionState = { lifecycle: 'absent', requisitionId: '', supplierId: '', notes: '', products: [] };
export const requisitionStream = (requisitionId: string) => `${STREAM_NAMES.requisition.name}${requisitionId}`;

export function evolveRequisition(state: RequisitionState, event: RequisitionEvent): RequisitionState {
  switch (event.type) {
    case 'RequisitionCreated':
    case 'RequisitionUpdated': {
      const { requisitionId, supplierId, notes, products } = event.data;
      return { lifecycle: 'active', requisitionId, supplierId, notes, products };
    }
    case 'RequisitionDeleted':
      return { ...state, lifecycle: 'deleted' };
    default:
      return state;
  }
}

export interface RequisitionFields {
  supplierId: string;
  notes?: string;
  products: { productId: string; quantity: number }[];
}

/** `supplier`: the named supplier (null when absent); `products`: the state of every product the lines name. */
export interface RequisitionGiven {
  requisition: RequisitionState;
  supplier: SupplierRef | null;
  products: Readonly<Record<string, ProductState>>;
}

function validatedRequisition(fields: RequisitionFields, given: RequisitionGiven, supplierChanged: boolean): RequisitionDetails {
  const errors: FieldErrors = {};
  const refusals: FieldRefusals = {};
  const supplierError = supplierProblem(fields.supplierId, given.supplier, 'Please select a supplier!', supplierChanged);
  if (supplierError) errors.supplier = supplierError;
  const notes = trimmedText(fields.notes);
  const notesError = textProblem(notes, null, 2000, 'Notes');
  if (notesError) errors.notes = notesError;
  const lines = Array.isArray(fields.products) ? fields.products : [];
  if (lines.length === 0) {
    errors.products = 'Please add at least one product!';
    refusals.products = { code: 'products_required' };
  }
  else if (lines.length > 200) errors.products = 'A requisition can have at most 200 products';
  const products = lines.map((line, index) => {
    const productId = trimmedText(line?.productId);
    const product = productId ? given.products[productId] : undefined;
    if (!productId) errors[`products.${index}.product`] = 'Please select a product!';
    else if (!product || product.status !== 'active' || product.productId !== productId) errors[`products.${index}.product`] = 'Product not found';
    const quantityError = quantityProblem(line?.quantity, 'Please enter quantity!');
    if (quantityError) errors[`products.${index}.quantity`] = quantityError;
    const quantity = line?.quantity;
    if (!isMissing(quantity) && (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1)) refusals[`products.${index}.quantity`] = { code: 'quantity_not_whole_above_zero' };
    return { productId, quantity: line?.quantity };
  });
  refuseFieldErrors(errors, refusals);
  return { supplierId: fields.supplierId, notes, products };
}

export function createRequisition(command: RequisitionFields & { requisitionId: string; createdBy: string; createdAt: string }, given: RequisitionGiven): StreamEvents[] {
  const details = validatedRequisition(command, given, true);
  if (given.requisition.lifecycle !== 'absent') throw conflict('Requisition already exists');
  const { requisitionId, createdBy, createdAt } = command;
  return [{ stream: requisitionStream(requisitionId), events: [{ type: 'RequisitionCreated', data: { requisitionId, ...details, createdBy, createdAt } } satisfies RequisitionCreated] }];
}

function requireActiveRequisition(requisition: RequisitionState): RequisitionState {
  if (requisition.lifecycle !== 'active') throw notFound('Requisition not found');
  return requisition;
}

/** Fields left out keep their values; an edit that changes nothing appends nothing. */
export function updateRequisition(command: Partial<RequisitionFields> & { requisitionId: string; updatedBy: string; updatedAt: string }, given: RequisitionGiven): StreamEvents[] {
  const current = requireActiveRequisition(given.requisition);
  const supplierId = command.supplierId ?? current.supplierId;
  const details = validatedRequisition({ supplierId, notes: command.notes ?? current.notes, products: command.products ?? current.products }, given, supplierId !== current.supplierId);
  if (JSON.stringify(details) === JSON.stringify({ supplierId: current.supplierId, notes: current.notes, products: current.products })) return [];
  const { requisitionId } = current;
  return [{ stream: requisitionStream(requisitionId), events: [{ type: 'RequisitionUpdated', data: { requisitionId, ...details, updatedBy: command.updatedBy, updatedAt: command.updatedAt } } satisfies RequisitionUpdated] }];
}

export function deleteRequisition(command: { requisitionId: string; deletedBy: string; deletedAt: string }, given: { requisition: RequisitionState }): StreamEvents[] {
  const { requisitionId } = requireActiveRequisition(given.requisition);
  return [{ stream: requisitionStream(requisitionId), events: [{ type: 'RequisitionDeleted', data: { requisitionId, deletedBy: command.deletedBy, deletedAt: command.deletedAt } } satisfies RequisitionDeleted] }];
}

export interface PurchasePrefill {
  supplierId: string;
  notes: string;
  paymentTerms: number;
  otherCharges: Poisha;
  paidAmount: Poisha;
  items: {
    productId: string;
    productName: string;
    productType: ProductState['type'];
    quantity: number;
    /** The product's current unit cost and sale price, to be confirmed against the memo. */
    purchasePrice: Poisha;
    salePrice: Poisha;
    /** A Motorcycle line: one blank unit per quantity, for its chassis, engine and colour. */
    units: { chassisNo: string; engineNo: string; color: string }[];
  }[];
}

/**
 * A purchase form prefilled from a requisition: its supplier, notes and lines, each at the
 * product's current cost and sale price (lines of products deleted since are left out).
 */
export function purchasePrefillFromRequisition(requisition: RequisitionState, products: Readonly<Record<string, ProductState>>): PurchasePrefill {
  requireActiveRequisition(requisition);
  const items = requisition.products.flatMap((line) => {
    const product = products[line.productId];
    if (!product || product.status !== 'active') return [];
    return [{
      productId: product.productId,
      productName: product.name,
      productType: product.type,
      quantity: line.quantity,
      purchasePrice: productUnitCost(product),
      salePrice: product.salePrice,
      units: product.type === 'Motorcycle' ? Array.from({ length: line.quantity }, () => ({ chassisNo: '', engineNo: '', color: product.color })) : [],
    }];
  });
  return { supplierId: requisition.supplierId, notes: requisition.notes, paymentTerms: DEFAULT_PAYMENT_TERMS, otherCharges: 0, paidAmount: 0, items };
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const REQUISITION_STREAM_KIND = streamKindOf(STREAM_NAMES.requisition, { initialState: initialRequisitionState, evolve: evolveRequisition });
