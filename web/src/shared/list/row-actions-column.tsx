import type { ReactNode } from 'react';
import { Space, type TableColumnType } from 'antd';
import { RowActions } from '../components/RowActions';
import type { DeleteAction } from './use-resource-actions';

export interface RowActionsColumnOptions<Row> {
  /** Human name of the row in the delete confirmation and the buttons' labels, e.g. 'GL Class Assets'. */
  itemLabel: (row: Row) => string;
  /** Gives the buttons' test ids `edit-{suffix}` and `delete-{suffix}`. */
  testIdSuffix: (row: Row) => string;
  onEdit: (row: Row) => void;
  remove: DeleteAction<Row>;
  deleteDisabledReason?: (row: Row) => string | undefined;
  deleteDescription?: (row: Row) => ReactNode;
  /** Buttons before edit and delete, e.g. the ledger link. */
  before?: (row: Row) => ReactNode;
  width?: number;
  /** Rows that offer no actions (e.g. voided records) show an empty cell. */
  shownFor?: (row: Row) => boolean;
  /**
   * The row's own buttons in place of edit and delete behind a confirmation, given both (e.g. a
   * payable's pay and history), and whether the role may change the row: without, it shows only
   * the buttons that read (history, receipt).
   */
  cell?: (row: Row, actions: { edit: (row: Row) => void; remove: DeleteAction<Row>; canChange: boolean }) => ReactNode;
  /** False for a role that may only read the list: no edit or delete, only the `before` buttons (default true). */
  canChange?: boolean;
}

/**
 * The Actions column of a list: edit, and delete behind a confirmation. Fixed at the table's right
 * edge, so a wide table scrolling sideways in a laptop's pane (1366 px) never hides a row's buttons.
 */
export function rowActionsColumn<Row>(options: RowActionsColumnOptions<Row>): TableColumnType<Row> {
  const { itemLabel, testIdSuffix, onEdit, remove, deleteDisabledReason, deleteDescription, before, width = 120, shownFor, cell, canChange = true } = options;
  return {
    title: 'Actions',
    key: 'actions',
    fixed: 'right',
    width,
    render: (_, row) => {
      if (shownFor && !shownFor(row)) return null;
      if (cell) return cell(row, { edit: onEdit, remove, canChange });
      if (!canChange) return before ? <Space size={4}>{before(row)}</Space> : null;
      return (
        <Space size={4}>
          {before?.(row)}
          <RowActions
            itemLabel={itemLabel(row)}
            testIdSuffix={testIdSuffix(row)}
            onEdit={() => onEdit(row)}
            onDelete={() => remove.run(row)}
            deleting={remove.isDeleting(row)}
            deleteDisabledReason={deleteDisabledReason?.(row)}
            deleteDescription={deleteDescription?.(row)}
          />
        </Space>
      );
    },
  };
}
