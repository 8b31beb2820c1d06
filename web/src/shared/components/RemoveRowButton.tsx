import { Button, Tooltip } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';

interface RemoveRowButtonProps {
  onRemove: () => void;
  /** The tooltip, e.g. 'Remove line'. */
  title: string;
  /** The accessible name, e.g. 'Remove line 2'. */
  label: string;
  testId: string;
  /** Set when the row may not go (the last rows an editor needs); `blockedTitle` says why. */
  blocked?: boolean;
  blockedTitle?: string;
}

/** The red bin that removes one row of a line editor (journal lines, payments, purchase and invoice lines). */
export function RemoveRowButton({ onRemove, title, label, testId, blocked, blockedTitle }: RemoveRowButtonProps) {
  return (
    <Tooltip title={blocked && blockedTitle ? blockedTitle : title}>
      <Button type="text" danger icon={<DeleteOutlined />} disabled={blocked} onClick={onRemove} aria-label={label} data-testid={testId} />
    </Tooltip>
  );
}
