import { Select, type SelectProps } from 'antd';

/** A select the user can type into, matching the options' labels. */
export function SearchSelect(props: SelectProps) {
  return <Select showSearch optionFilterProp="label" {...props} />;
}
