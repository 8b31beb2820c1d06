import { Alert, App, Button, Flex, Form, Input, InputNumber, Skeleton, Typography } from 'antd';
import { serverMessageOr } from '../../../shared/api/api-error';
import { FieldColumns } from '../../../shared/components/FieldColumns';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import { useServerFormErrors } from '../../../shared/list';
import { useCan } from '../../auth/permissions';
import { useBusinessSettings, type BusinessSettings } from '../business-profile/use-business-settings';
import { PaymentRulesFields } from './PaymentRulesFields';
import { PAPERS, PRODUCT_TYPES, useSavePapersAndStock, type PapersAndStockValues } from './use-papers-and-stock-settings';

/** The Papers and stock tab of /settings: each printed paper's own footer, the reorder figures a new product of each type starts with, and the payment rules (TrxID required, the discount needing approval). */
export function PapersAndStockTab() {
  const settings = useBusinessSettings();
  if (settings.isLoading) return <Skeleton active />;
  if (settings.error || !settings.data) return <LoadErrorAlert title="Failed to load the settings." error={settings.error} onRetry={() => settings.refetch()} testId="settings-load-error" />;
  return <PapersAndStockForm key={settings.data.updatedAt ?? 'unset'} settings={settings.data} />;
}

const slug = (type: string) => type.toLowerCase().replace(/\s+/g, '-');

function PapersAndStockForm({ settings }: { settings: BusinessSettings }) {
  const { message } = App.useApp();
  const canChange = useCan('settings:write');
  const [form] = Form.useForm<PapersAndStockValues>();
  const { formError, showServerErrors, clearFormError } = useServerFormErrors(form);
  const save = useSavePapersAndStock();
  const submit = (values: PapersAndStockValues) => {
    clearFormError();
    save.mutate(values, {
      onSuccess: () => message.success('Papers and stock settings saved.'),
      onError: (error) => {
        message.error(serverMessageOr(error, 'Failed to save the settings. Please try again.'));
        showServerErrors(error);
      },
    });
  };
  return (
    <Form<PapersAndStockValues>
      form={form}
      layout="vertical"
      initialValues={{
        paperFooters: settings.paperFooters,
        reorderDefaults: settings.reorderDefaults,
        transactionIdRequired: settings.transactionIdRequired,
        discountApprovalAbovePercent: settings.discountApprovalAbovePercent,
      }}
      onFinish={submit}
      disabled={save.isPending || !canChange}
      data-testid="papers-and-stock-form"
      style={{ maxWidth: 880 }}
    >
      {!settings.updatedAt && <Alert type="info" showIcon message="Save the business profile first: these settings are saved with it." style={{ marginBottom: 16 }} />}
      {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 16 }} data-testid="papers-and-stock-error" />}
      <Typography.Title level={5}>Paper footers</Typography.Title>
      <Typography.Paragraph type="secondary">The invoice's footer is on the Business profile tab. Leave a footer empty to print none.</Typography.Paragraph>
      {PAPERS.map(({ key, label, extra }) => (
        <Form.Item key={key} name={['paperFooters', key]} label={label} extra={extra}>
          <Input.TextArea rows={2} maxLength={500} showCount style={{ marginBottom: 22 }} data-testid={`settings-footer-${key}`} />
        </Form.Item>
      ))}
      <Typography.Title level={5}>Reorder defaults</Typography.Title>
      <Typography.Paragraph type="secondary">A new product of each type starts with these: Low Stock flags it at the reorder level and suggests ordering the reorder quantity.</Typography.Paragraph>
      {PRODUCT_TYPES.map((type) => (
        <FieldColumns key={type} spans={[12]}>
          <Form.Item name={['reorderDefaults', type, 'reorderLevel']} label={`${type}: Reorder Level`} rules={[{ required: true, type: 'integer', min: 0, message: 'Reorder level must be a whole number, at least 0' }]}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid={`settings-reorder-level-${slug(type)}`} />
          </Form.Item>
          <Form.Item name={['reorderDefaults', type, 'reorderQuantity']} label={`${type}: Reorder Quantity`} rules={[{ required: true, type: 'integer', min: 1, message: 'Reorder quantity must be a whole number, at least 1' }]}>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid={`settings-reorder-quantity-${slug(type)}`} />
          </Form.Item>
        </FieldColumns>
      ))}
      <PaymentRulesFields />
      {canChange && (
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="papers-and-stock-save">
            Save
          </Button>
        </Flex>
      )}
    </Form>
  );
}
