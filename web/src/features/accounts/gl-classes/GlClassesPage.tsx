import type { TableColumnsType } from 'antd';
import { ListPage, rowActionsColumn, useModalForm, type ListResource } from '../../../shared/list';
import { ClassTypeTag } from '../shared/ClassTypeTag';
import { ACCOUNTING_SETUP_BREADCRUMB } from '../shared/constants';
import type { GlClass } from '../shared/types';
import { GlClassFormModal } from './GlClassFormModal';
import { toGlClassFormValues, useGlClassActions, useGlClassList, type GlClassBody } from './use-gl-classes';

const GL_CLASS_RESOURCE: ListResource = { name: 'GL Class', plural: 'GL classes', countLabel: 'classes', id: 'gl-class', pluralId: 'gl-classes' };

export function GlClassesPage() {
  const list = useGlClassList();
  const modal = useModalForm<GlClass, GlClassBody>(toGlClassFormValues);
  const { save, remove } = useGlClassActions(modal);

  const columns: TableColumnsType<GlClass> = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Type', dataIndex: 'type', key: 'type', render: (type: GlClass['type']) => <ClassTypeTag type={type} /> },
    { title: 'Groups', dataIndex: 'groupCount', key: 'groupCount', align: 'right', width: 120 },
    rowActionsColumn<GlClass>({ itemLabel: ({ name }) => `GL Class ${name}`, testIdSuffix: ({ name }) => `gl-class-${name}`, onEdit: modal.openForEdit, remove }),
  ];

  return (
    <ListPage<GlClass, GlClassBody>
      header={{ title: 'GL Classes', subtitle: 'The top level of the ledger: assets, liabilities, equity, revenue and expenses.', breadcrumb: ACCOUNTING_SETUP_BREADCRUMB }}
      resource={GL_CLASS_RESOURCE}
      crud={{ modal, save, form: GlClassFormModal }}
      table={{ list, columns, search: 'Search GL classes' }}
    />
  );
}
