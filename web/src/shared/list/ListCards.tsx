import type { Key, ReactNode } from 'react';
import { Card, Flex, List, Typography, type PaginationProps, type TableColumnType } from 'antd';

/** One key figure of a card: 'Due' and its amount. */
export interface CardFigure {
  label: string;
  value: ReactNode;
}

/**
 * How a list shows a row as a card on a phone, where a wide table would scroll sideways: what the
 * row is (title, a line under it), the two or three figures that matter, its status and its buttons.
 */
export interface ListCardDescription<Row> {
  title: (row: Row) => ReactNode;
  subtitle?: (row: Row) => ReactNode;
  figures: (row: Row) => CardFigure[];
  status?: (row: Row) => ReactNode;
  /** The row's buttons; left out, the table's Actions column (key 'actions') gives them. */
  actions?: (row: Row) => ReactNode;
}

interface ListCardsProps<Row> {
  rows: Row[];
  description: ListCardDescription<Row>;
  columns: readonly TableColumnType<Row>[] | undefined;
  rowKey: (row: Row) => Key;
  loading: boolean;
  emptyText: ReactNode;
  pagination: PaginationProps;
  testId: string;
}

/** The Actions column's cell for a row, so a card offers the same buttons as the table. */
function actionsOfColumns<Row>(columns: readonly TableColumnType<Row>[] | undefined) {
  const column = columns?.find((candidate) => candidate.key === 'actions');
  if (!column?.render) return undefined;
  const render = column.render;
  return (row: Row, index: number) => render(undefined, row, index) as ReactNode;
}

/** The rows as cards, one under the other, with the table's paging (test ids `${testId}-cards`, `${testId}-card`). */
export function ListCards<Row>({ rows, description, columns, rowKey, loading, emptyText, pagination, testId }: ListCardsProps<Row>) {
  const actions = description.actions ? (row: Row) => description.actions!(row) : actionsOfColumns(columns);
  return (
    <List<Row>
      className="list-cards"
      dataSource={rows}
      loading={loading}
      locale={{ emptyText }}
      pagination={{ ...pagination, size: 'small', align: 'center' }}
      rowKey={rowKey}
      data-testid={`${testId}-cards`}
      renderItem={(row, index) => (
        <List.Item>
          <Card size="small" className="list-card" data-testid={`${testId}-card`} data-row-key={String(rowKey(row))}>
            <Flex justify="space-between" align="flex-start" gap={8}>
              <div className="list-card-heading">
                <div className="list-card-title">{description.title(row)}</div>
                {description.subtitle && <Typography.Text type="secondary">{description.subtitle(row)}</Typography.Text>}
              </div>
              {description.status?.(row)}
            </Flex>
            <Flex gap={16} wrap="wrap" className="list-card-figures">
              {description.figures(row).map((figure) => (
                <div key={figure.label} data-testid={`${testId}-card-figure`}>
                  <Typography.Text type="secondary" className="list-card-label">
                    {figure.label}
                  </Typography.Text>
                  <div>{figure.value}</div>
                </div>
              ))}
            </Flex>
            {actions && (
              <Flex justify="flex-end" wrap="wrap" gap={4} className="list-card-actions" data-testid={`${testId}-card-actions`}>
                {actions(row, index)}
              </Flex>
            )}
          </Card>
        </List.Item>
      )}
    />
  );
}
