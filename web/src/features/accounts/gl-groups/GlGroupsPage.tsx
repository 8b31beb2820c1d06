import { Flex, type TableColumnsType } from 'antd';
import { ListFilterSelect, ListPage, rowActionsColumn, useModalForm, type ListResource } from '../../../shared/list';
import { ClassTypeTag } from '../shared/ClassTypeTag';
import { ACCOUNTING_SETUP_BREADCRUMB, sectionLabel } from '../shared/constants';
import type { GlGroup } from '../shared/types';
import { useAllGlClasses } from '../shared/use-account-options';
import { GlGroupFormModal } from './GlGroupFormModal';
import { toGlGroupFormValues, useGlGroupActions, useGlGroupList, type GlGroupFormValues } from './use-gl-groups';

const GL_GROUP_RESOURCE: ListResource = { name: 'GL Group', plural: 'GL groups', countLabel: 'groups', id: 'gl-group', pluralId: 'gl-groups' };

export function GlGroupsPage() {
  const list = useGlGroupList();
  const modal = useModalForm<GlGroup, GlGroupFormValues>(toGlGroupFormValues);
  const { save, remove } = useGlGroupActions(modal);
  const classOptions = (useAllGlClasses().data ?? []).map((glClass) => ({ value: glClass._id, label: glClass.name }));

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
    rowActionsColumn<GlGroup>({ itemLabel: ({ name }) => `GL Group ${name}`, testIdSuffix: ({ code }) => `gl-group-${code}`, onEdit: modal.openForEdit, remove }),
  ];

  return (
    <ListPage<GlGroup, GlGroupFormValues>
      header={{ title: 'GL Groups', subtitle: 'Groups gather ledger accounts under a class and a report section.', breadcrumb: ACCOUNTING_SETUP_BREADCRUMB }}
      resource={GL_GROUP_RESOURCE}
      crud={{ modal, save, form: GlGroupFormModal }}
      table={{ list, columns, search: 'Search by name or code', toolbar: <ListFilterSelect list={list} name="glClass" placeholder="All GL classes" width={220} options={classOptions} testId="gl-group-class-filter" /> }}
    />
  );
}
