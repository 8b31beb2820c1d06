import type { ComponentType } from 'react';
import type { TableColumnType } from 'antd';
import type { CrudModalProps } from './CrudFormModal';
import type { ListResource } from './ListPage';
import { useCanChangeHere } from '../../features/auth/permissions';
import { rowActionsColumn, type RowActionsColumnOptions } from './row-actions-column';
import type { ListTableSource } from './ListTable';
import { useModalForm, type ModalForm } from './use-modal-form';
import type { DeleteAction, SaveAction } from './use-resource-actions';

/** The Actions column of a CRUD screen: its labels follow from the resource and the row's name. */
export type CrudRowActions<Row> = Partial<Omit<RowActionsColumnOptions<Row>, 'onEdit' | 'remove' | 'testIdSuffix'>> & {
  /** What follows `${resource.id}-` in the buttons' test ids (default: the row's `name`), e.g. its code. */
  testKey?: (row: Row) => string;
};

export interface CrudScreenOptions<Row, Values, List extends ListTableSource<Row>> {
  /** The feature's list hook (a usePagedList): page, size, search and filters in the URL. */
  useList: () => List;
  /** The feature's save and delete for the modal's record (a useResourceActions, with its toasts and invalidations). */
  useActions: (modal: ModalForm<Row, Values>) => { save: SaveAction<Values>; remove: DeleteAction<Row> };
  /** Fills the form from the record being edited, or with the defaults (null) when adding. */
  toFormValues: (row: Row | null) => Partial<Values>;
  /** The add/edit form modal. */
  form: ComponentType<CrudModalProps<Values, Row>>;
  rowActions?: CrudRowActions<Row>;
}

export interface CrudScreen<Row, Values, List extends ListTableSource<Row> = ListTableSource<Row>> {
  resource: ListResource;
  list: List;
  modal: ModalForm<Row, Values>;
  save: SaveAction<Values>;
  remove: DeleteAction<Row>;
  form: ComponentType<CrudModalProps<Values, Row>>;
  /**
   * Edit and delete; ListPage puts it after the page's columns. For a role that may only read the
   * screen's area it holds only the buttons that read (`before`, or what a `cell` shows then),
   * and is absent when there are none.
   */
  actionsColumn?: TableColumnType<Row>;
}

const rowName = (row: object) => String((row as { name?: unknown }).name ?? '');

/**
 * The setup every list screen with an add/edit modal repeats: its list, the modal's form state,
 * save and delete with the standard toasts, and the Actions column ("Edit GL Class Assets",
 * `edit-gl-class-Assets`). Render it with `<ListPage screen={…}>`.
 */
export function useCrudScreen<Row extends { _id: string }, Values, List extends ListTableSource<Row>>(
  resource: ListResource,
  options: CrudScreenOptions<Row, Values, List>,
): CrudScreen<Row, Values, List> {
  const list = options.useList();
  const modal = useModalForm<Row, Values>(options.toFormValues);
  const { save, remove } = options.useActions(modal);
  const canChange = useCanChangeHere();
  const { testKey = rowName, ...rowActions } = options.rowActions ?? {};
  const readButtons = Boolean(rowActions.cell || rowActions.before);
  const actionsColumn = !canChange && !readButtons ? undefined : rowActionsColumn<Row>({
    itemLabel: (row) => `${resource.name} ${rowName(row)}`,
    testIdSuffix: (row) => `${resource.id}-${testKey(row)}`,
    onEdit: modal.openForEdit,
    remove,
    ...rowActions,
    canChange,
  });
  return { resource, list, modal, save, remove, form: options.form, actionsColumn };
}
