import { Typography } from 'antd';
import { formatTaka, sumTaka } from '../../../shared/format/taka';
import type { MoneyAccount } from './use-money-accounts';

/**
 * The chosen account's balance as money leaves it, and what the amount would leave: cash and
 * mobile banking cannot go below zero, a bank account only as a confirmed overdraft.
 */
export function MoneyAccountBalance({ account, leaving, testId }: { account: MoneyAccount | undefined; leaving?: number | null; testId: string }) {
  if (!account) return null;
  const amount = typeof leaving === 'number' && leaving > 0 ? leaving : 0;
  const after = sumTaka([account.balance, -amount]);
  const short = amount > 0 && after < 0;
  const consequence = !short ? '' : account.kind === 'bank' ? `; this would overdraw it to ${formatTaka(after)}` : `; not enough for ${formatTaka(amount)}`;
  return (
    <Typography.Text type={short ? 'warning' : 'secondary'} data-testid={testId} data-balance={account.balance}>
      Balance: {formatTaka(account.balance)}
      {consequence}
    </Typography.Text>
  );
}
