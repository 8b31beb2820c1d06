import { App, Button, Card, Flex, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { PageHeader } from '../../../shared/components/PageHeader';
import { RowActions } from '../../../shared/components/RowActions';
import { SearchInput } from '../../../shared/components/SearchInput';
import { useModalForm } from '../../../shared/hooks/use-modal-form';
import { ClassTypeTag } from '../shared/ClassTypeTag';
import { ACCOUNTING_SETUP_BREADCRUMB } from '../shared/constants';
import type { GlClass } from '../shared/types';
import { GlClassFormModal } from './GlClassFormModal';
import { useGlClassList, useGlClassMutations, type GlClassBody } from './use-gl-classes';

export function GlClassesPage() {
  const { message } = App.useApp();
  const list = useGlClassList();
  const { save, remove } = useGlClassMutations();
  const modal = useModalForm<GlClass, GlClassBody>((glClass) => (glClass ? { name: glClass.name, type: glClass.type } : {}));

  const submit = (values: GlClassBody) => {
    const isEditing = modal.isEditing;
    save.mutate(
      { id: modal.editing?._id, body: { name: values.name.trim(), type: values.type } },
      {
        onSuccess: () => {
          message.success(isEditing ? 'GL Class updated successfully.' : 'GL Class created successfully.');
          modal.close();
        },
        onError: (error) => {
          message.error('Failed to save GL Class.');
          modal.showServerErrors(error);
        },
      },
    );
  };

  const deleteClass = (glClass: GlClass) =>
    remove.mutate(glClass._id, {
      onSuccess: () => message.success('GL Class deleted successfully.'),
      onError: () => message.error('Failed to delete GL Class.'),
    });

  const columns: TableColumnsType<GlClass> = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Type', dataIndex: 'type', key: 'type', render: (type: GlClass['type']) => <ClassTypeTag type={type} /> },
    { title: 'Groups', dataIndex: 'groupCount', key: 'groupCount', align: 'right', width: 120 },
    {
      title: 'Actions',
      key: 'actions',
      width: 120,
      render: (_, glClass) => (
        <RowActions
          itemLabel={`GL Class ${glClass.name}`}
          testIdSuffix={`gl-class-${glClass.name}`}
          onEdit={() => modal.openForEdit(glClass)}
          onDelete={() => deleteClass(glClass)}
          deleting={remove.isPending && remove.variables === glClass._id}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="GL Classes"
        subtitle="The top level of the ledger: assets, liabilities, equity, revenue and expenses."
        breadcrumb={ACCOUNTING_SETUP_BREADCRUMB}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={modal.openForCreate} data-testid="add-gl-class">
            Add GL Class
          </Button>
        }
      />
      <Card>
        <Flex justify="space-between" align="center" className="list-toolbar">
          <SearchInput placeholder="Search GL classes" onSearch={list.setSearch} testId="gl-class-search" />
        </Flex>
        <Table<GlClass>
          rowKey="_id"
          size="middle"
          columns={columns}
          dataSource={list.items}
          loading={list.isFetching}
          locale={{ emptyText: list.error ? 'Failed to load GL classes.' : undefined }}
          pagination={{
            current: list.page,
            pageSize: list.pageSize,
            total: list.total,
            showSizeChanger: false,
            showTotal: (total) => `${total} classes`,
            onChange: list.setPage,
          }}
          data-testid="gl-classes-table"
        />
      </Card>
      <GlClassFormModal
        open={modal.open}
        isEditing={modal.isEditing}
        form={modal.form}
        submitting={save.isPending}
        formError={modal.formError}
        onCancel={modal.close}
        onSubmit={submit}
      />
    </>
  );
}
