import { Flex, type TableColumnsType } from 'antd';
import { ListFilterSelect, ListPage, useCrudScreen, type ListResource } from '../../../shared/list';
import { ClassTypeTag } from '../shared/ClassTypeTag';
import { ACCOUNTING_SETUP_BREADCRUMB, sectionLabel } from '../shared/constants';
import type { GlGroup } from '../shared/types';
import { useAllGlClasses } from '../shared/use-account-options';
import { GlGroupFormModal } from './GlGroupFormModal';
import { toGlGroupFormValues, useGlGroupActions, useGlGroupList } from './use-gl-groups';

const GL_GROUP_RESOURCE: ListResource = { name: 'GL Group', plural: 'GL groups', countLabel: 'groups', id: 'gl-group', pluralId: 'gl-groups' };

const columns: TableColumnsType<GlGroup> = [
  { title: 'Code', dataIndex: 'code', key: 'code', width: 110 },
  { title: 'Name', dataIndex: 'name', key: 'name' },
  {
    title: 'GL Class',
    key: 'glClass',
    render: (_, group) => (
      <Flex gap={8} align="center">
        {group.glClass?.name ?? '—'}
        <ClassTypeTag type={group.glClass?.type} />
      </Flex>
    ),
  },
  { title: 'Section', dataIndex: 'section', key: 'section', render: (section: string | null) => sectionLabel(section) },
  { title: 'Accounts', dataIndex: 'accountCount', key: 'accountCount', align: 'right', width: 110 },
];

export function GlGroupsPage() {
  const screen = useCrudScreen(GL_GROUP_RESOURCE, { useList: useGlGroupList, useActions: useGlGroupActions, toFormValues: toGlGroupFormValues, form: GlGroupFormModal, rowActions: { testKey: ({ code }) => code } });
  const classOptions = (useAllGlClasses().data ?? []).map((glClass) => ({ value: glClass._id, label: glClass.name }));
  const classFilter = <ListFilterSelect list={screen.list} name="glClass" placeholder="All GL classes" width={220} options={classOptions} testId="gl-group-class-filter" />;

  return (
    <ListPage
      header={{ title: 'GL Groups', subtitle: 'Groups gather ledger accounts under a class and a report section.', breadcrumb: ACCOUNTING_SETUP_BREADCRUMB }}
      screen={screen}
      table={{ columns, search: 'Search by name or code', toolbar: classFilter }}
    />
  );
}
