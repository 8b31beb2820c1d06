import { Alert, App, Button, Flex, Form, Skeleton } from 'antd';
import { serverMessageOr } from '../../../shared/api/api-error';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import { dhakaTodayValue } from '../../../shared/format/date';
import { useServerFormErrors } from '../../../shared/list';
import { useCan } from '../../auth/permissions';
import { VatHistoryTable } from './VatHistoryTable';
import { VatSettingsFields } from './VatSettingsFields';
import { useSaveVatSettings, useVatSettings, type VatSettingsAnswer, type VatSettingsFormValues } from './use-vat-settings';

/**
 * The VAT tab of /settings (issue 24): whether the business is registered and how it charges VAT,
 * from a date; the versions saved so far below. The Administrator changes them; the Accountant and
 * the Auditor read them.
 */
export function VatSettingsTab() {
  const settings = useVatSettings();
  if (settings.isLoading) return <Skeleton active />;
  if (settings.error || !settings.data) return <LoadErrorAlert title="Failed to load the VAT settings." error={settings.error} onRetry={() => settings.refetch()} testId="vat-settings-load-error" />;
  return (
    <>
      {/* A saved version remounts the form with what the server kept. */}
      <VatSettingsForm key={settings.data.changedAt ?? 'unset'} settings={settings.data} />
      <VatHistoryTable versions={settings.data.history} />
    </>
  );
}

function VatSettingsForm({ settings }: { settings: VatSettingsAnswer }) {
  const { message } = App.useApp();
  const canChange = useCan('settings:write');
  const [form] = Form.useForm<VatSettingsFormValues>();
  const { formError, showServerErrors, clearFormError } = useServerFormErrors(form);
  const save = useSaveVatSettings();
  const initialValues: VatSettingsFormValues = {
    registered: settings.registered,
    scheme: settings.scheme,
    tradeRatePercent: settings.tradeRatePercent,
    pricesIncludeVat: settings.pricesIncludeVat,
    ratesByType: settings.ratesByType,
    authorizedPerson: settings.authorizedPerson,
    // A change applies from the day chosen: today unless said otherwise.
    effectiveFrom: dhakaTodayValue(),
  };
  const submit = (values: VatSettingsFormValues) => {
    clearFormError();
    save.mutate(values, {
      onSuccess: () => message.success('VAT settings saved.'),
      onError: (error) => {
        message.error(serverMessageOr(error, 'Failed to save the VAT settings. Please try again.'));
        showServerErrors(error);
      },
    });
  };
  return (
    <Form<VatSettingsFormValues> form={form} layout="vertical" initialValues={initialValues} onFinish={submit} disabled={save.isPending || !canChange} data-testid="vat-settings-form" style={{ maxWidth: 880 }}>
      {!settings.effectiveFrom && <Alert type="info" showIcon message="Not registered for VAT: invoices and purchases carry no VAT until the business registers here." style={{ marginBottom: 16 }} />}
      {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 16 }} data-testid="vat-settings-error" />}
      <VatSettingsFields />
      {canChange && (
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="vat-settings-save">
            Save
          </Button>
        </Flex>
      )}
    </Form>
  );
}
