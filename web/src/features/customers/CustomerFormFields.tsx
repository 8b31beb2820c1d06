import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { FieldColumns } from '../../shared/components/FieldColumns';
import { SearchSelect } from '../../shared/components/SearchSelect';
import { useVehicleOptions } from '../inventory/products/product-options';

const required = (label: string): Rule[] => [{ required: true, whitespace: true, message: `${label} is required.` }];
/** Spec §5: the email is not validated on add; on update it is required, in a valid format. */
const EMAIL_ON_UPDATE: Rule[] = [
  { required: true, whitespace: true, message: 'Email is required.' },
  { type: 'email', message: 'Please enter a valid email.' },
];
const NID: Rule[] = [{ pattern: /^(\d{10}|\d{13}|\d{17})$/, message: 'NID must be 10, 13 or 17 digits' }];

/**
 * The customer's fields, for the add and edit pages (`full`) and the invoice screens' quick add
 * (`quick`: who and how to reach them). `testId` prefixes each input's test id.
 */
export function CustomerFormFields({ editing = false, variant = 'full', testId }: { editing?: boolean; variant?: 'full' | 'quick'; testId: string }) {
  const full = variant === 'full';
  return (
    <>
      <FieldColumns spans={[12]}>
        <Form.Item name="name" label="Name" rules={required('Name')}>
          <Input maxLength={100} placeholder="e.g. Rahim Uddin" autoComplete="off" data-testid={`${testId}-name`} />
        </Form.Item>
        <Form.Item name="phone" label="Phone" rules={required('Phone')}>
          <Input maxLength={30} placeholder="e.g. 01711-000000" inputMode="tel" autoComplete="off" data-testid={`${testId}-phone`} />
        </Form.Item>
        {full && (
          <Form.Item name="fatherName" label="Father's Name">
            <Input maxLength={100} autoComplete="off" data-testid={`${testId}-father-name`} />
          </Form.Item>
        )}
        <Form.Item name="email" label="Email" rules={editing ? EMAIL_ON_UPDATE : undefined}>
          <Input maxLength={254} placeholder="e.g. rahim@example.com" inputMode="email" autoComplete="off" data-testid={`${testId}-email`} />
        </Form.Item>
        {full && (
          <Form.Item name="nid" label="NID" rules={NID} extra="National ID: 10, 13 or 17 digits">
            <Input maxLength={17} inputMode="numeric" autoComplete="off" data-testid={`${testId}-nid`} />
          </Form.Item>
        )}
        {full && <VehicleField testId={testId} />}
      </FieldColumns>
      <Form.Item name="address" label="Address">
        <Input.TextArea rows={2} maxLength={500} placeholder="House, road, area, city" data-testid={`${testId}-address`} />
      </Form.Item>
    </>
  );
}

/** The vehicle model the customer rides, from the vehicles list. */
function VehicleField({ testId }: { testId: string }) {
  const vehicles = useVehicleOptions();
  return (
    <Form.Item name="vehicle" label="Vehicle">
      <SearchSelect allowClear placeholder="Select the vehicle they ride" loading={vehicles.isLoading} options={vehicles.options} data-testid={`${testId}-vehicle`} />
    </Form.Item>
  );
}
