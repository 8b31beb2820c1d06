import { serverMessageOr } from '../../../shared/api/api-error';
import type { BreadcrumbStep } from '../../../shared/components/PageHeader';

/** The sales screens' breadcrumb root and the spec's messages (§5, §8). */
export const SALES_BREADCRUMB: BreadcrumbStep[] = [{ title: 'Sales & Revenue' }];
export const INVOICES_BREADCRUMB: BreadcrumbStep[] = [...SALES_BREADCRUMB, { title: 'Invoices', path: '/sales/invoices' }];

export const INVOICE_TEXTS = {
  createFailed: 'Failed to create invoice.',
  voidFailed: 'Failed to delete invoice.',
  /** A Sales user's discount above the limit: the invoice waits for an Administrator or Accountant. */
  sentForApproval: 'Sent for approval: an Administrator or Accountant must approve this discount.',
  voidRequested: 'Void requested; an Administrator or Accountant must approve it',
  loadListFailed: 'Error loading invoices',
  loadDetailsFailed: 'Failed to load invoice details',
  motorcycleRequired: 'Please select both customer and motorcycle',
  productsRequired: 'Please select customer and add at least one product',
  paymentMethodRequired: 'Payment method is required.',
  amountRequired: 'Amount is required.',
  paymentFailed: 'Something went wrong.',
};

/** Spec §8: 'Error loading invoices: …', 'Failed to load invoice details: …' (the server's reason, else a connection hint). */
export const loadFailedTitle = (title: string, error: unknown) => `${title}: ${serverMessageOr(error, 'Please check your connection and try again.')}`;
