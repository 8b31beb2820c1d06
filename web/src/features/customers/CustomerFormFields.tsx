import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { FieldColumns } from '../../shared/components/FieldColumns';
import { SearchSelect } from '../../shared/components/SearchSelect';
import { checkBangladeshPhone } from '../../../../libs/domain/src/shared/phone';
import { binRule } from '../../shared/inputs/bin-rule';
import { useVehicleOptions } from '../vehicles/vehicle-options';

const required = (label: string): Rule[] => [{ required: true, whitespace: true, message: `${label} is required.` }];
/**
 * The server's rules (libs/domain sales/customers): the email is optional on add and edit (many
 * customers have none); on edit, an email or phone left as recorded is kept, a changed email must
 * be valid, and a phone must be a Bangladeshi mobile (01XXXXXXXXX) or landline number.
 */
const unlessAsRecorded = (recorded: string | undefined, check: (value: string) => string | null): Rule => ({
  validator: async (_, value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text || (recorded !== undefined && text === recorded)) return;
    const problem = check(text);
    if (problem) throw new Error(problem);
  },
});
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phoneProblem = (phone: string) => {
  const checked = checkBangladeshPhone(phone);
  return checked.ok ? null : checked.message;
};
const NID: Rule[] = [{ pattern: /^(\d{10}|\d{13}|\d{17})$/, message: 'NID must be 10, 13 or 17 digits' }];

/**
 * The customer's fields, for the add and edit pages (`full`) and the invoice screens' quick add
 * (`quick`: who and how to reach them). `testId` prefixes each input's test id.
 */
export function CustomerFormFields({
  editing = false,
  recorded,
  variant = 'full',
  testId,
}: {
  editing?: boolean;
  /** The phone and email as the customer has them, when editing. */
  recorded?: { phone?: string; email?: string };
  variant?: 'full' | 'quick';
  testId: string;
}) {
  const full = variant === 'full';
  return (
    <>
      <FieldColumns spans={[12]}>
        <Form.Item name="name" label="Name" rules={required('Name')}>
          <Input maxLength={100} placeholder="e.g. Rahim Uddin" autoComplete="off" data-testid={`${testId}-name`} />
        </Form.Item>
        <Form.Item name="phone" label="Phone" rules={[...required('Phone'), unlessAsRecorded(recorded?.phone, phoneProblem)]}>
          <Input maxLength={30} placeholder="e.g. 01711-000000" inputMode="tel" autoComplete="off" data-testid={`${testId}-phone`} />
        </Form.Item>
        {full && (
          <Form.Item name="fatherName" label="Father's Name">
            <Input maxLength={100} autoComplete="off" data-testid={`${testId}-father-name`} />
          </Form.Item>
        )}
        <Form.Item name="email" label="Email" rules={editing ? [unlessAsRecorded(recorded?.email, (email) => (EMAIL_PATTERN.test(email) ? null : 'Please enter a valid email.'))] : undefined}>
          <Input maxLength={254} placeholder="e.g. rahim@example.com" inputMode="email" autoComplete="off" data-testid={`${testId}-email`} />
        </Form.Item>
        {full && (
          <Form.Item name="nid" label="NID" rules={NID} extra="National ID: 10, 13 or 17 digits">
            <Input maxLength={17} inputMode="numeric" autoComplete="off" data-testid={`${testId}-nid`} />
          </Form.Item>
        )}
        {full && (
          <Form.Item name="bin" label="BIN" rules={[binRule]} extra="A business customer's Business Identification Number (13 digits), printed on the tax invoice">
            <Input maxLength={17} inputMode="numeric" autoComplete="off" data-testid={`${testId}-bin`} />
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
