import { useState } from 'react';
import { App, Button, Card, Flex, Select, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { PageHeader } from '../../../shared/components/PageHeader';
import { RowActions } from '../../../shared/components/RowActions';
import { SearchInput } from '../../../shared/components/SearchInput';
import { useModalForm } from '../../../shared/hooks/use-modal-form';
import { ClassTypeTag } from '../shared/ClassTypeTag';
import { ACCOUNTING_SETUP_BREADCRUMB, sectionLabel } from '../shared/constants';
import type { GlGroup } from '../shared/types';
import { useAllGlClasses } from '../shared/use-account-options';
import { GlGroupFormModal } from './GlGroupFormModal';
import { toGlGroupBody, useGlGroupList, useGlGroupMutations, type GlGroupFormValues } from './use-gl-groups';

export function GlGroupsPage() {
  const { message } = App.useApp();
  const [glClassFilter, setGlClassFilter] = useState<string>();
  const list = useGlGroupList(glClassFilter);
  const glClasses = useAllGlClasses();
  const { save, remove } = useGlGroupMutations();
  const modal = useModalForm<GlGroup, GlGroupFormValues>((group) =>
    group ? { name: group.name, code: group.code, glClass: group.glClass?._id, section: group.section ?? undefined } : {},
  );

  const submit = (values: GlGroupFormValues) => {
    const isEditing = modal.isEditing;
    save.mutate(
      { id: modal.editing?._id, body: toGlGroupBody(values) },
      {
        onSuccess: () => {
          message.success(isEditing ? 'GL Group updated successfully.' : 'GL Group created successfully.');
          modal.close();
        },
        onError: (error) => {
          message.error('Failed to save GL Group.');
          modal.showServerErrors(error);
        },
      },
    );
  };

  const deleteGroup = (group: GlGroup) =>
    remove.mutate(group._id, {
      onSuccess: () => message.success('GL Group deleted successfully.'),
      onError: () => message.error('Failed to delete GL Group.'),
    });

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
    {
      title: 'Actions',
      key: 'actions',
      width: 120,
      render: (_, group) => (
        <RowActions
          itemLabel={`GL Group ${group.name}`}
          testIdSuffix={`gl-group-${group.code}`}
          onEdit={() => modal.openForEdit(group)}
          onDelete={() => deleteGroup(group)}
          deleting={remove.isPending && remove.variables === group._id}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="GL Groups"
        subtitle="Groups gather ledger accounts under a class and a report section."
        breadcrumb={ACCOUNTING_SETUP_BREADCRUMB}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={modal.openForCreate} data-testid="add-gl-group">
            Add GL Group
          </Button>
        }
      />
      <Card>
        <Flex gap={12} wrap="wrap" className="list-toolbar">
          <SearchInput placeholder="Search by name or code" onSearch={list.setSearch} testId="gl-group-search" />
          <Select
            allowClear
            placeholder="All GL classes"
            style={{ width: 220 }}
            value={glClassFilter}
            onChange={(value?: string) => {
              setGlClassFilter(value);
              list.setPage(1);
            }}
            options={(glClasses.data ?? []).map((glClass) => ({ value: glClass._id, label: glClass.name }))}
            data-testid="gl-group-class-filter"
          />
        </Flex>
        <Table<GlGroup>
          rowKey="_id"
          size="middle"
          columns={columns}
          dataSource={list.items}
          loading={list.isFetching}
          locale={{ emptyText: list.error ? 'Failed to load GL groups.' : undefined }}
          pagination={{
            current: list.page,
            pageSize: list.pageSize,
            total: list.total,
            showSizeChanger: false,
            showTotal: (total) => `${total} groups`,
            onChange: list.setPage,
          }}
          data-testid="gl-groups-table"
        />
      </Card>
      <GlGroupFormModal
        open={modal.open}
        isEditing={modal.isEditing}
        form={modal.form}
        glClasses={glClasses.data ?? []}
        glClassesLoading={glClasses.isLoading}
        submitting={save.isPending}
        formError={modal.formError}
        onCancel={modal.close}
        onSubmit={submit}
      />
    </>
  );
}
