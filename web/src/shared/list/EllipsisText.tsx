import type { TableColumnType } from 'antd';
import { Tooltip } from 'antd';

/** How wide a description column is unless the page says otherwise. */
export const DESCRIPTION_WIDTH = 280;

/** Cell padding of a middle-size table, both sides. */
const CELL_PADDING = 24;

/**
 * A long text cut to one line with an ellipsis, the whole text in a tooltip: a long description
 * never widens its table. Empty values show a dash.
 */
export function EllipsisText({ text, maxWidth, testId }: { text: unknown; maxWidth?: number; testId?: string }) {
  const value = typeof text === 'string' ? text : text === null || text === undefined ? '' : String(text);
  if (!value) return <span>—</span>;
  return (
    <Tooltip title={value} placement="topLeft">
      <span className="ellipsis-text" style={maxWidth ? { maxWidth } : undefined} data-testid={testId}>
        {value}
      </span>
    </Tooltip>
  );
}

/**
 * A column of long text (descriptions, remarks), one line with an ellipsis and the whole text in a
 * tooltip. `width: 'rest'` takes what the other columns leave (tables with a fixed `scroll.x`).
 */
export function ellipsisColumn<Row>(title: string, dataIndex: keyof Row & string, options: { width?: number | 'rest'; key?: string } = {}): TableColumnType<Row> {
  const width = options.width ?? DESCRIPTION_WIDTH;
  return {
    title,
    dataIndex,
    key: options.key ?? dataIndex,
    width: width === 'rest' ? undefined : width,
    ellipsis: { showTitle: false },
    render: (text: unknown) => <EllipsisText text={text} maxWidth={width === 'rest' ? undefined : width - CELL_PADDING} />,
  };
}
