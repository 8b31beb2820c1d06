import type { TableColumnsType } from 'antd';
import { ListPage, useCrudScreen, type ListResource } from '../../../shared/list';
import { ClassTypeTag } from '../shared/ClassTypeTag';
import { ACCOUNTING_SETUP_BREADCRUMB } from '../shared/constants';
import type { GlClass } from '../shared/types';
import { GlClassFormModal } from './GlClassFormModal';
import { toGlClassFormValues, useGlClassActions, useGlClassList } from './use-gl-classes';

const GL_CLASS_RESOURCE: ListResource = { name: 'GL Class', plural: 'GL classes', countLabel: 'classes', id: 'gl-class', pluralId: 'gl-classes' };

const columns: TableColumnsType<GlClass> = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Type', dataIndex: 'type', key: 'type', render: (type: GlClass['type']) => <ClassTypeTag type={type} /> },
  { title: 'Groups', dataIndex: 'groupCount', key: 'groupCount', align: 'right', width: 120 },
];

export function GlClassesPage() {
  const screen = useCrudScreen(GL_CLASS_RESOURCE, { useList: useGlClassList, useActions: useGlClassActions, toFormValues: toGlClassFormValues, form: GlClassFormModal });
  return (
    <ListPage
      header={{ title: 'GL Classes', subtitle: 'The top level of the ledger: assets, liabilities, equity, revenue and expenses.', breadcrumb: ACCOUNTING_SETUP_BREADCRUMB }}
      screen={screen}
      table={{ columns, search: 'Search GL classes' }}
    />
  );
}
