import { useState, type ComponentType, type ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import { ListPage, useCrudScreen, type CrudModalProps, type DeleteAction, type ListResource, type ModalForm, type PagedList, type SaveAction } from '../../../shared/list';
import type { OpenItem } from './open-item-resource';

/** What a row's buttons are given: open the payment or the history modal, edit and delete. */
export interface OpenItemRowHandlers<Item> {
  onPay: (item: Item) => void;
  onHistory: (item: Item) => void;
  edit: (item: Item) => void;
  remove: DeleteAction<Item>;
  canChange: boolean;
}

/** A modal on one item; null: closed. */
type ItemModal<Item> = ComponentType<{ item: Item | null; onClose: () => void }>;

export interface OpenItemsPageProps<Item extends OpenItem, Values, Summary> {
  resource: ListResource;
  header: { title: string; subtitle: string };
  useList: () => PagedList<Item> & { data?: { summary?: Summary } };
  useActions: (modal: ModalForm<Item, Values>) => { save: SaveAction<Values>; remove: DeleteAction<Item> };
  toFormValues: (item: Item | null) => Partial<Values>;
  form: ComponentType<CrudModalProps<Values, Item>>;
  columns: TableColumnsType<Item>;
  actions: { width: number; cell: (item: Item, handlers: OpenItemRowHandlers<Item>) => ReactNode };
  /** The summary cards above the table. */
  summary: (summary: Summary | undefined) => ReactNode;
  table: { emptyText: string; search: string; filters: (list: PagedList<Item>) => ReactNode };
  paymentModal: ItemModal<Item>;
  historyModal: ItemModal<Item>;
}

/**
 * The screen of payables or of receivables: the summary of what is owed, the filtered list, the
 * add/edit form of an item entered by hand, and per row a payment and the payment history.
 */
export function OpenItemsPage<Item extends OpenItem, Values, Summary>(props: OpenItemsPageProps<Item, Values, Summary>) {
  const [paying, setPaying] = useState<Item | null>(null);
  const [history, setHistory] = useState<Item | null>(null);
  const screen = useCrudScreen(props.resource, {
    useList: props.useList,
    useActions: props.useActions,
    toFormValues: props.toFormValues,
    form: props.form,
    rowActions: { cell: (item, { edit, remove, canChange }) => props.actions.cell(item, { onPay: setPaying, onHistory: setHistory, edit, remove, canChange }), width: props.actions.width },
  });
  const { paymentModal: PaymentModal, historyModal: HistoryModal } = props;

  return (
    <ListPage
      header={{ ...props.header, breadcrumb: [{ title: 'Financial Management' }] }}
      screen={screen}
      above={props.summary(screen.list.data?.summary)}
      table={{ columns: props.columns, emptyText: props.table.emptyText, search: props.table.search, toolbar: props.table.filters(screen.list) }}
    >
      <PaymentModal item={paying} onClose={() => setPaying(null)} />
      <HistoryModal item={history} onClose={() => setHistory(null)} />
    </ListPage>
  );
}
