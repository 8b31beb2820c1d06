/** Why the server would refuse to delete this account, shown on the disabled delete button. */
export function accountDeletionBlocker(account: { balance: number; systemRole: string | null }): string | undefined {
  if (account.systemRole) return 'System accounts cannot be deleted: postings depend on them';
  if (account.balance !== 0) return 'An account with a balance cannot be deleted';
  return undefined;
}
