import { useNavigate } from 'react-router-dom';
import { useCan, type Permission } from '../../features/auth/permissions';
import type { ListResource } from './ListPage';
import type { DeleteAction } from './use-resource-actions';

interface RecordListOptions<Row, List> {
  resource: ListResource;
  /** The records' list and delete (a crudResource). */
  records: { useList: () => List; useRemove: () => DeleteAction<Row> };
  /** What a role needs to add, edit and delete them. */
  permission: Permission;
  /** The list's route: the records are added at `${route}/add` and edited at `${route}/${editSegment}/{id}`. */
  route: string;
  /** 'edit' unless the spec names the page otherwise ('update'). */
  editSegment?: string;
  /** The header's add button. */
  addLabel: string;
}

/** A list whose records are added and edited on pages of their own: the list, delete, and the way to those pages. */
export function useRecordList<Row extends { _id: string }, List>({ resource, records, permission, route, editSegment = 'edit', addLabel }: RecordListOptions<Row, List>) {
  const navigate = useNavigate();
  return {
    navigate,
    canChange: useCan(permission),
    list: records.useList(),
    remove: records.useRemove(),
    edit: (row: Row) => navigate(`${route}/${editSegment}/${row._id}`),
    /** ListPage's `resource` and `add`. */
    frame: { resource, add: { label: addLabel, testId: `add-${resource.id}`, onClick: () => navigate(`${route}/add`) } },
  };
}
