import type { ReactNode } from 'react';
import { Typography, type TableColumnType } from 'antd';
import { formatTaka } from '../format/taka';

/** A small grey line under a cell's value, e.g. the purchase a bill came from. */
export function CellNote({ children }: { children: ReactNode }) {
  return (
    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
      {children}
    </Typography.Text>
  );
}

/** A column of a value with a note under it (a CellNote; none where `note` gives nothing), e.g. a bill number and its purchase. */
export function notedColumn<Row>(title: string, dataIndex: keyof Row & string, options: { width?: number; note: (row: Row) => ReactNode }): TableColumnType<Row> {
  return {
    title,
    dataIndex,
    key: dataIndex,
    width: options.width,
    render: (value: ReactNode, row) => {
      const note = options.note(row);
      return (
        <>
          {value}
          {note && <CellNote>{note}</CellNote>}
        </>
      );
    },
  };
}

/** A column of an amount in bold, with a note under it where `note` gives one (e.g. what was refunded). */
export function amountColumn<Row>(title: string, dataIndex: keyof Row & string, options: { width: number; note?: (row: Row, amount: number) => ReactNode }): TableColumnType<Row> {
  return {
    title,
    dataIndex,
    key: dataIndex,
    width: options.width,
    align: 'right',
    render: (amount: number, row) => {
      const note = options.note?.(row, amount);
      return (
        <>
          <Typography.Text strong>{formatTaka(amount)}</Typography.Text>
          {note && <CellNote>{note}</CellNote>}
        </>
      );
    },
  };
}
