import { crudResource } from '../../../shared/list';
import { affectedByGlAccountChange } from '../shared/affected-queries';
import { LIST_PAGE_SIZE } from '../shared/constants';
import type { BankDetails, GlAccount, GlClassType } from '../shared/types';
import { queryKeys } from '../../../shared/query-keys';

export interface GlAccountFormValues {
  name: string;
  code: string;
  glGroup: string;
  openingBalance: number;
  /** Shown only: equals the opening balance on create, the ledger balance on edit. */
  balance: number;
  description?: string;
  status: boolean;
  cashAccount: boolean;
  bankName?: string;
  accountNumber?: string;
}

export interface GlAccountBody {
  name: string;
  code: string;
  glGroup: string;
  openingBalance?: number;
  description?: string;
  status: boolean;
  integrationMappings: { cashAccount: boolean };
  bankDetails?: BankDetails | null;
}

const glAccounts = crudResource<GlAccount, GlAccountFormValues, { type?: GlClassType }>({
  path: '/accounts/gl-accounts',
  listKey: 'glAccounts',
  keys: queryKeys.glAccounts,
  pageSize: LIST_PAGE_SIZE,
  filters: ['type'],
  label: 'GL Account',
  invalidates: affectedByGlAccountChange,
  toBody: (values, editing) => toGlAccountBody(values, editing),
});

export const { useList: useGlAccountList, useActions: useGlAccountActions } = glAccounts;

export function toGlAccountFormValues(account: GlAccount | null): Partial<GlAccountFormValues> {
  if (!account) return { openingBalance: 0, balance: 0, status: true, cashAccount: false };
  return {
    name: account.name,
    code: account.code,
    glGroup: account.glGroup?._id,
    openingBalance: account.openingBalance,
    balance: account.balance,
    description: account.description ?? undefined,
    status: account.status,
    cashAccount: account.integrationMappings?.cashAccount ?? false,
    bankName: account.bankDetails?.bankName,
    accountNumber: account.bankDetails?.accountNumber,
  };
}

/** The opening balance is fixed once the account exists, so an update never sends it. */
export function toGlAccountBody(values: GlAccountFormValues, existing: GlAccount | null): GlAccountBody {
  const bankName = values.bankName?.trim() ?? '';
  const accountNumber = values.accountNumber?.trim() ?? '';
  const body: GlAccountBody = {
    name: values.name.trim(),
    code: values.code.trim(),
    glGroup: values.glGroup,
    description: values.description?.trim() || undefined,
    status: values.status,
    integrationMappings: { cashAccount: values.cashAccount },
  };
  if (bankName || accountNumber) body.bankDetails = { bankName, accountNumber };
  else if (existing?.bankDetails) body.bankDetails = null; // the user cleared the details
  if (!existing) body.openingBalance = values.openingBalance;
  return body;
}
