import { Form } from 'antd';
import { SearchSelect } from '../../../shared/components/SearchSelect';
import { useSupplierOptions } from '../suppliers/supplier-options';

/** The required Supplier picker of the purchasing forms; `current` keeps a record's since-deactivated supplier listed. */
export function SupplierSelectField({ current, testId }: { current?: { _id: string; name: string } | null; testId: string }) {
  const suppliers = useSupplierOptions(current);
  return (
    <Form.Item name="supplier" label="Supplier" rules={[{ required: true, message: 'Please select a supplier!' }]}>
      <SearchSelect placeholder="Select a supplier" loading={suppliers.isLoading} options={suppliers.options} data-testid={testId} />
    </Form.Item>
  );
}
