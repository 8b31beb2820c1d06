import type { GlAccount } from '../shared/types';
import { toAccountOptions, useAllGlAccounts } from '../shared/use-account-options';
import { useMoneyAccounts } from '../shared/use-money-accounts';

/** Accounting spec §5: cash account choices are a name containing cash or bank, or a code starting 1101 or 1102. */
const isCashChoice = (account: GlAccount) => /cash|bank/i.test(account.name) || /^110[12]/.test(account.code);

const isMoneyAccount = (account: GlAccount) => isCashChoice(account) || account.integrationMappings?.cashAccount === true || account.bankDetails !== null;

/**
 * What a supplier bill may debit: an active expense or asset account that is not cash or bank,
 * nor an inventory account (stock enters through a purchase).
 */
const isBillAccount = (account: GlAccount) => {
  const type = account.glGroup?.glClass?.type;
  return (type === 'Expense' || type === 'Asset') && !isMoneyAccount(account) && !account.systemRole?.startsWith('inventory');
};

/**
 * The Process Payment form's Cash Account choices: the spec's (name or code), kept to the accounts
 * that hold money (`isMoneyAccountId`), since the server refuses any other: 5303 Bank Charges says
 * bank but is an expense.
 */
export function payableCashChoices(accounts: readonly GlAccount[], isMoneyAccountId: (id: string) => boolean): GlAccount[] {
  return accounts.filter((account) => account.status !== false && isCashChoice(account) && isMoneyAccountId(account._id));
}

export function usePayableAccountOptions() {
  const glAccounts = useAllGlAccounts();
  const moneyAccounts = useMoneyAccounts();
  const all = glAccounts.data ?? [];
  const active = all.filter((account) => account.status !== false);
  return {
    billAccounts: toAccountOptions(active.filter(isBillAccount)),
    cashAccounts: toAccountOptions(payableCashChoices(all, (id) => moneyAccounts.byId(id) !== undefined)),
    isLoading: glAccounts.isLoading || moneyAccounts.isLoading,
  };
}
