import { Alert, App, Button, Flex, Form, Input, InputNumber, Skeleton, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { serverMessageOr } from '../../../shared/api/api-error';
import { FieldColumns } from '../../../shared/components/FieldColumns';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import { useServerFormErrors } from '../../../shared/list';
import { LogoInput } from './LogoInput';
import { bangladeshPhoneRule } from '../../../shared/inputs/phone-rule';
import { useCan } from '../../auth/permissions';
import { useBusinessSettings, useSaveBusinessSettings, type BusinessSettings, type BusinessSettingsFormValues } from './use-business-settings';

const MAX_PHONES = 5;
const TERMS_MESSAGE = 'Invoice terms must be a whole number of days from 0 to 365';

/** The Business profile tab of /settings: what every printed document shows of the business, and the invoice terms. */
export function BusinessProfileTab() {
  const settings = useBusinessSettings();
  if (settings.isLoading) return <Skeleton active />;
  if (settings.error || !settings.data) return <LoadErrorAlert title="Failed to load the settings." error={settings.error} onRetry={() => settings.refetch()} testId="settings-load-error" />;
  // A saved profile remounts the form with what the server kept.
  return <BusinessProfileForm key={settings.data.updatedAt ?? 'unset'} settings={settings.data} />;
}

function BusinessProfileForm({ settings }: { settings: BusinessSettings }) {
  const { message } = App.useApp();
  // Only an Administrator changes the profile: every other role sees it read-only, with no Save.
  const canChange = useCan('settings:write');
  const [form] = Form.useForm<BusinessSettingsFormValues>();
  const { formError, showServerErrors, clearFormError } = useServerFormErrors(form);
  const save = useSaveBusinessSettings();
  const { updatedAt: _updatedAt, ...values } = settings;
  const initialValues: BusinessSettingsFormValues = { ...values, phones: values.phones.length ? values.phones : [''] };

  const submit = (submitted: BusinessSettingsFormValues) => {
    clearFormError();
    save.mutate(submitted, {
      onSuccess: () => message.success('Business profile saved.'),
      onError: (error) => {
        message.error(serverMessageOr(error, 'Failed to save the business profile. Please try again.'));
        showServerErrors(error);
      },
    });
  };

  return (
    <Form<BusinessSettingsFormValues> form={form} layout="vertical" initialValues={initialValues} onFinish={submit} disabled={save.isPending || !canChange} requiredMark data-testid="business-profile-form" style={{ maxWidth: 880 }}>
      {!settings.updatedAt && <Alert type="info" showIcon message="The business profile has not been set yet: printed invoices, challans and receipts show it at the top." style={{ marginBottom: 16 }} />}
      {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 16 }} data-testid="business-profile-error" />}
      <Form.Item name="logoDataUrl" label="Logo">
        <LogoInput readOnly={!canChange} />
      </Form.Item>
      <FieldColumns spans={[12]}>
        <Form.Item name="businessName" label="Business Name" rules={[{ required: true, whitespace: true, message: 'Business name is required.' }]}>
          <Input maxLength={120} placeholder="e.g. Dhaka Motors" data-testid="settings-business-name" />
        </Form.Item>
        <Form.Item name="binVatNumber" label="BIN / VAT Registration Number" rules={[{ pattern: /^[0-9A-Za-z][0-9A-Za-z -]*$/, message: 'BIN/VAT registration number may hold only letters, digits, spaces and dashes' }]}>
          <Input maxLength={30} placeholder="e.g. 000123456-0101" data-testid="settings-bin-vat" />
        </Form.Item>
        <Form.Item name="email" label="Email" rules={[{ type: 'email', message: 'Please enter a valid email.' }]}>
          <Input maxLength={254} placeholder="e.g. sales@dhakamotors.com" inputMode="email" data-testid="settings-email" />
        </Form.Item>
        <Form.Item
          name="invoiceTermsDays"
          label="Invoice Terms (days)"
          extra="An invoice with a due amount is due this many days after its date."
          rules={[{ required: true, type: 'integer', min: 0, max: 365, message: TERMS_MESSAGE }]}
        >
          <InputNumber precision={0} style={{ width: '100%' }} data-testid="settings-invoice-terms" />
        </Form.Item>
      </FieldColumns>
      <Form.Item name="address" label="Address">
        <Input.TextArea rows={2} maxLength={500} placeholder="Street, area, city" data-testid="settings-address" />
      </Form.Item>
      <Form.Item label="Phones" required={false}>
        <Form.List name="phones">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={8} align="baseline">
                  <Form.Item {...field} noStyle rules={[bangladeshPhoneRule({ named: true, recorded: settings.phones })]}>
                    <Input maxLength={30} placeholder="e.g. 01711-000000" inputMode="tel" data-testid={`settings-phone-${index}`} />
                  </Form.Item>
                  {canChange && fields.length > 1 && <MinusCircleOutlined onClick={() => remove(field.name)} aria-label="Remove phone" data-testid={`settings-phone-remove-${index}`} />}
                </Flex>
              ))}
              {canChange && fields.length < MAX_PHONES && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')} style={{ alignSelf: 'flex-start' }} data-testid="settings-phone-add">
                  Add phone
                </Button>
              )}
            </Flex>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item name="footerText" label="Invoice Footer" extra="Printed at the foot of every invoice. The delivery challan, booking receipt and money receipt have their own (Papers and stock tab).">
        <Input.TextArea rows={3} maxLength={500} showCount style={{ marginBottom: 22 }} placeholder="e.g. Thank you for your business. Goods once sold are not taken back." data-testid="settings-footer-text" />
      </Form.Item>
      <Flex justify="space-between" align="center" gap={8} wrap="wrap">
        <Typography.Text type="secondary" data-testid="settings-updated-at">
          {settings.updatedAt ? `Last saved ${new Date(settings.updatedAt).toLocaleString('en-GB', { timeZone: 'Asia/Dhaka' })}` : 'Not saved yet'}
        </Typography.Text>
        {canChange && (
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="business-profile-save">
            Save
          </Button>
        )}
      </Flex>
    </Form>
  );
}
