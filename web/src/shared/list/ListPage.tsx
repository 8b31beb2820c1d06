import type { ComponentType, ReactNode } from 'react';
import { Card } from 'antd';
import { PageHeader, type BreadcrumbStep } from '../components/PageHeader';
import { AddButton } from './AddButton';
import type { CrudModalProps } from './CrudFormModal';
import { ListTable, type ListTableProps } from './ListTable';
import type { CrudScreen } from './use-crud-screen';
import { countOf } from '../format/count';
import { useCanChangeHere } from '../../features/auth/permissions';

/**
 * What the list is of: the add button, the table's labels and its test ids follow from it
 * ("Add GL Class", `add-gl-class`, "12 classes", "Failed to load GL classes.", `gl-classes-table`, `gl-class-search`).
 */
export interface ListResource {
  /** One of them, as a title: 'GL Class'. */
  name: string;
  /** Several, in a sentence: 'GL classes'. */
  plural: string;
  /** After a count: 'classes' shows "12 classes". */
  countLabel: string;
  /** Test-id stem: 'gl-class'; the table's is `${pluralId}-table`. */
  id: string;
  pluralId: string;
}

type ListPageTable<Row> = Omit<ListTableProps<Row>, 'totalLabel' | 'errorTitle' | 'testId' | 'search'> &
  Partial<Pick<ListTableProps<Row>, 'totalLabel' | 'errorTitle' | 'testId'>> & {
    /** The search box; a string is its placeholder (test id `${resource.id}-search`). */
    search?: string | ListTableProps<Row>['search'];
  };

interface ListPageCommonProps {
  header: { title: string; subtitle?: ReactNode; breadcrumb?: BreadcrumbStep[]; actions?: ReactNode };
  /** The header's "Add …" button (from `resource` with a `crud` form, or from a `screen`); with a form it opens it for a new record. */
  add?: { label: string; testId: string; onClick?: () => void } | false;
  /** Between the header and the table, e.g. summary cards. */
  above?: ReactNode;
  /** The page's modals. */
  children?: ReactNode;
}

type CrudForm<Row, Values> = CrudModalProps<Values, Row> & { form: ComponentType<CrudModalProps<Values, Row>>; modal: { openForCreate: () => void } };

interface PlainListPageProps<Row, Values> extends ListPageCommonProps {
  resource?: ListResource;
  table: ListPageTable<Row>;
  /** The add/edit form modal, rendered with the page's modal state and save action. */
  crud?: CrudForm<Row, Values>;
  screen?: undefined;
}

interface CrudListPageProps<Row, Values> extends ListPageCommonProps {
  /** A useCrudScreen: the resource, the list, the form modal with its save, and the Actions column after `table.columns`. */
  screen: CrudScreen<Row, Values>;
  table: Omit<ListPageTable<Row>, 'list'>;
}

type ListPageProps<Row, Values> = PlainListPageProps<Row, Values> | CrudListPageProps<Row, Values>;

/** What a CRUD screen puts on the page (its Actions column holds only the reading buttons for a role that may not change its area). */
function screenParts<Row, Values>({ screen, table }: CrudListPageProps<Row, Values>): Pick<PlainListPageProps<Row, Values>, 'resource' | 'table' | 'crud'> {
  return {
    resource: screen.resource,
    table: { ...table, list: screen.list, columns: [...(table.columns ?? []), ...(screen.actionsColumn ? [screen.actionsColumn] : [])] },
    crud: { modal: screen.modal, save: screen.save, form: screen.form },
  };
}

/** A list screen: header with its Add button, the table in a card, and the page's modals. */
export function ListPage<Row extends object, Values = unknown>(props: ListPageProps<Row, Values>) {
  const { header, add: addOption, above, children } = props;
  // A role that may only read this screen's area sees no Add, Edit or Delete (the server refuses them anyway).
  const canChange = useCanChangeHere();
  const { resource, table, crud } = props.screen ? screenParts(props) : props;
  const add = canChange ? (addOption ?? (resource && crud ? { label: `Add ${resource.name}`, testId: `add-${resource.id}` } : undefined)) : undefined;
  const { search, ...rest } = table;
  const tableProps: ListTableProps<Row> = {
    totalLabel: (total: number) => countOf(total, resource?.countLabel ?? 'items'),
    errorTitle: resource ? `Failed to load ${resource.plural}.` : 'Failed to load the list.',
    testId: resource ? `${resource.pluralId}-table` : 'list-table',
    ...rest,
    search: typeof search === 'string' ? { placeholder: search, testId: `${resource?.id ?? 'list'}-search` } : search,
  };
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
        <ListTable<Row> {...tableProps} />
      </Card>
      {crud && <crud.form modal={crud.modal} save={crud.save} />}
      {children}
    </>
  );
}
