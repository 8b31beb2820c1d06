import { DatePicker, Select, type SelectProps } from 'antd';
import { SearchInput } from '../components/SearchInput';
import { DISPLAY_DATE_FORMAT } from '../format/date';
import type { FilterValues, ListState } from './use-list-state';

/** The list's search box, showing and setting the search kept in the URL. */
export function ListSearch({ list, ...props }: { list: Pick<ListState, 'search' | 'setSearch'>; placeholder: string; testId: string; width?: number }) {
  return <SearchInput {...props} value={list.search} onSearch={list.setSearch} />;
}

interface ListFilterSelectProps<Filters extends FilterValues, Name extends keyof Filters & string> extends Omit<SelectProps, 'value' | 'onChange'> {
  list: Pick<ListState<Filters>, 'filters' | 'setFilter'>;
  name: Name;
  /** Options whose label is their value, e.g. statuses. */
  values?: readonly string[];
  testId: string;
  width?: number;
  /** Options found by typing part of their label, e.g. a long list of suppliers. */
  searchable?: boolean;
}

/** A clearable select bound to one filter of the list. */
export function ListFilterSelect<Filters extends FilterValues, Name extends keyof Filters & string>(props: ListFilterSelectProps<Filters, Name>) {
  const { list, name, values, testId, width = 200, searchable, ...selectProps } = props;
  return (
    <Select
      allowClear
      style={{ width, maxWidth: '100%' }}
      options={values?.map((value) => ({ value, label: value }))}
      {...(searchable && { showSearch: true, optionFilterProp: 'label' })}
      {...selectProps}
      value={list.filters[name]}
      onChange={(value?: Filters[Name]) => list.setFilter(name, value)}
      data-testid={testId}
    />
  );
}

/** The list's date range (startDate, endDate); either end may be left open. */
export function ListDateRange({ list, testId, formats = [DISPLAY_DATE_FORMAT] }: { list: Pick<ListState, 'dateRange' | 'setDateRange'>; testId: string; formats?: string[] }) {
  return <DatePicker.RangePicker value={list.dateRange} format={formats} allowEmpty={[true, true]} onChange={list.setDateRange} data-testid={testId} />;
}
