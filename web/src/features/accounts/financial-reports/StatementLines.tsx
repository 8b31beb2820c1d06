import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { formatTaka } from '../../../shared/format/taka';
import type { ReportGroup } from './report-types';

interface StatementLineProps {
  label: ReactNode;
  amount: number | undefined;
  /** 0 a heading or total, 1 a GL group, 2 an account inside it. */
  level?: 0 | 1 | 2;
  strong?: boolean;
  topBorder?: boolean;
  testId?: string;
}

/** One line of a statement: label on the left, taka on the right. */
export function StatementLine({ label, amount, level = 0, strong, topBorder, testId }: StatementLineProps) {
  const secondary = level === 2;
  return (
    <Flex
      justify="space-between"
      gap={16}
      style={{
        padding: '4px 0',
        paddingLeft: level * 16,
        borderTop: topBorder ? '1px solid #e8ebf2' : undefined,
        fontSize: secondary ? 13 : undefined,
      }}
    >
      <Typography.Text strong={strong} type={secondary ? 'secondary' : undefined}>
        {label}
      </Typography.Text>
      <Typography.Text strong={strong} type={secondary ? 'secondary' : undefined} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {amount === undefined ? '—' : formatTaka(amount)}
      </Typography.Text>
    </Flex>
  );
}

interface StatementSectionProps {
  title: string;
  groups: ReportGroup[] | undefined;
  total: number | undefined;
  totalLabel?: string;
  testId?: string;
}

/** A section (e.g. Current Assets): its groups, each group's accounts, then the section total. */
export function StatementSection({ title, groups, total, totalLabel, testId }: StatementSectionProps) {
  const items = groups ?? [];
  return (
    <div style={{ marginBottom: 12 }} data-testid={testId}>
      <Typography.Text strong style={{ display: 'block', color: '#1d4ed8', marginBottom: 2 }}>
        {title}
      </Typography.Text>
      {items.length === 0 ? (
        <Typography.Text type="secondary" style={{ display: 'block', paddingLeft: 16, fontSize: 13 }}>
          No balances in this section
        </Typography.Text>
      ) : (
        items.map((group) => (
          <div key={`${group.code ?? ''}-${group.name}`}>
            <StatementLine level={1} label={group.name} amount={group.amount} />
            {(group.accounts ?? []).map((account) => (
              <StatementLine key={account._id ?? account.code} level={2} label={`${account.code} · ${account.name}`} amount={account.amount} />
            ))}
          </div>
        ))
      )}
      <StatementLine label={totalLabel ?? `Total ${title}`} amount={total ?? 0} strong topBorder />
    </div>
  );
}
