import { useState } from 'react';
import { Button, Drawer, Tooltip, type TableColumnType } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { EntityHistory } from './EntityHistory';
import { useCanReadHistory } from './history-access';

interface HistoryButtonProps {
  stream: string;
  /** The drawer's title, e.g. 'Transfer history'. */
  title?: string;
  size?: 'small' | 'middle';
  /** Just the icon (with a tooltip), for a table row. */
  iconOnly?: boolean;
  testId?: string;
}

/** A "History" button that opens the entity's history in a drawer: the History tab of a screen without tabs. Nothing for a role that may not read it. */
export function HistoryButton({ stream, title = 'History', size, iconOnly, testId = 'history-button' }: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  const canRead = useCanReadHistory(stream);
  if (!canRead) return null;
  const button = (
    <Button icon={<HistoryOutlined />} size={size} onClick={() => setOpen(true)} aria-label="History" data-testid={testId}>
      {iconOnly ? null : 'History'}
    </Button>
  );
  return (
    <>
      {iconOnly ? <Tooltip title="History">{button}</Tooltip> : button}
      <Drawer open={open} onClose={() => setOpen(false)} title={title} width={Math.min(720, window.innerWidth)} destroyOnClose data-testid="history-drawer">
        {open && <EntityHistory stream={stream} />}
      </Drawer>
    </>
  );
}

/** A list's History column: each row's history in a drawer (`streamOf` names the row's stream, e.g. `transfer-<id>`). */
export function historyColumn<Row>(streamOf: (row: Row) => string, title = 'History', testIdOf?: (row: Row) => string): TableColumnType<Row> {
  return {
    title: '',
    key: 'history',
    width: 56,
    align: 'center',
    render: (_, row) => <HistoryButton stream={streamOf(row)} title={title} size="small" iconOnly testId={testIdOf?.(row) ?? `history-${streamOf(row)}`} />,
  };
}
