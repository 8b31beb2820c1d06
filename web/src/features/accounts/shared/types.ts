export type GlClassType = 'Asset' | 'Liability' | 'Equity' | 'Revenue' | 'Expense';

export interface GlClass {
  _id: string;
  name: string;
  type: GlClassType;
  groupCount: number;
}

export interface GlClassReference {
  _id: string;
  name: string;
  type: GlClassType;
}

export interface GlGroup {
  _id: string;
  name: string;
  code: string;
  section: string | null;
  glClass: GlClassReference;
  accountCount: number;
}

export interface BankDetails {
  bankName: string;
  accountNumber: string;
}

export interface GlAccount {
  _id: string;
  name: string;
  code: string;
  glGroup: { _id: string; name: string; code: string; glClass: GlClassReference };
  openingBalance: number;
  balance: number;
  description: string | null;
  status: boolean;
  systemRole: string | null;
  integrationMappings: { cashAccount: boolean };
  bankDetails: BankDetails | null;
}

export interface AccountReference {
  _id: string;
  name: string;
  code: string;
}

export type PaymentMethodType = 'Cash' | 'Bank' | 'Card' | 'Mobile Banking' | 'Check' | 'Other';

export interface PaymentMethodDetails {
  bankName?: string;
  accountNumber?: string;
  routingNumber?: string;
  cardType?: string;
  mobileProvider?: string;
}

export interface PaymentMethod {
  _id: string;
  name: string;
  paymentAccount: string;
  account: AccountReference;
  type: PaymentMethodType;
  status: 'active' | 'inactive';
  processingFee: number;
  processingFeeAccount: AccountReference | null;
  isDefault: boolean;
  details: PaymentMethodDetails | null;
}
