import type { ComponentType, ReactNode } from 'react';
import { Card } from 'antd';
import { PageHeader, type BreadcrumbStep } from '../components/PageHeader';
import { AddButton } from './AddButton';
import type { CrudModalProps } from './CrudFormModal';
import { ListTable, type ListTableProps } from './ListTable';

interface ListPageProps<Row, Values> {
  header: { title: string; subtitle?: ReactNode; breadcrumb?: BreadcrumbStep[]; actions?: ReactNode };
  /** The header's "Add …" button; with `crud` it opens the form for a new record. */
  add?: { label: string; testId: string; onClick?: () => void };
  table: ListTableProps<Row>;
  /** The add/edit form modal, rendered with the page's modal state and save action. */
  crud?: CrudModalProps<Values, Row> & { form: ComponentType<CrudModalProps<Values, Row>>; modal: { openForCreate: () => void } };
  /** Between the header and the table, e.g. summary cards. */
  above?: ReactNode;
  /** The page's modals. */
  children?: ReactNode;
}

/** A list screen: header with its Add button, the table in a card, and the page's modals. */
export function ListPage<Row extends object, Values = unknown>({ header, add, table, crud, above, children }: ListPageProps<Row, Values>) {
  const addButton = add && (
    <AddButton onClick={add.onClick ?? (() => crud?.modal.openForCreate())} testId={add.testId}>
      {add.label}
    </AddButton>
  );
  return (
    <>
      <PageHeader
        {...header}
        actions={
          (header.actions || addButton) && (
            <>
              {header.actions}
              {addButton}
            </>
          )
        }
      />
      {above}
      <Card>
        <ListTable<Row> {...table} />
      </Card>
      {crud && <crud.form modal={crud.modal} save={crud.save} />}
      {children}
    </>
  );
}
