import { useEffect, useRef, useState } from 'react';
import { Alert, App, Form, Input, Switch } from 'antd';
import { useNavigate } from 'react-router-dom';
import { serverMessageOr } from '../../../shared/api/api-error';
import { FieldColumns } from '../../../shared/components/FieldColumns';
import { FormPageActions } from '../../../shared/components/FormPageActions';
import { useRecordForm } from '../../../shared/list';
import { SUPPLIER_REDIRECT_DELAY_MS, SUPPLIERS_ROUTE, useSaveSupplier, useSupplier, type Supplier, type SupplierFormValues } from './use-suppliers';
import { EditRecordPage } from '../../../shared/components/EditRecordPage';
import { FormPageLayout } from '../../../shared/components/FormPageLayout';
import { bangladeshPhoneRule } from '../../../shared/inputs/phone-rule';
import { binRule } from '../../../shared/inputs/bin-rule';

const BREADCRUMB = [{ title: 'Inventory & Stock' }, { title: 'Suppliers', path: SUPPLIERS_ROUTE }];
const NEW_SUPPLIER: Partial<SupplierFormValues> = { isActive: true };

/** /suppliers/add */
export function AddSupplierPage() {
  return <SupplierForm initialValues={NEW_SUPPLIER} />;
}

/** /suppliers/update/{id} */
export function UpdateSupplierPage() {
  const texts = { notFound: 'Supplier not found', loadError: 'Failed to fetch supplier. Please try again.' };
  const form = ({ name, contactPerson, phone, email, address, notes, bin, isActive }: Supplier, id?: string) => <SupplierForm id={id} initialValues={{ name, contactPerson, phone, email, address, notes, bin, isActive }} />;
  return <EditRecordPage useRecord={useSupplier} header={{ title: 'Update Supplier', breadcrumb: BREADCRUMB }} texts={texts} testId="supplier" backTo={SUPPLIERS_ROUTE} form={form} />;
}

function SupplierForm({ id, initialValues }: { id?: string; initialValues: Partial<SupplierFormValues> }) {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const editing = Boolean(id);
  // Saved, waiting the spec's second before going back to the list: the form stays locked.
  const [saved, setSaved] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(redirect.current), []);
  const { form, formError, formProps, busy } = useRecordForm(useSaveSupplier(id), {
    onSaved: (_, values) => {
      setSaved(true);
      notification.success({ message: editing ? 'Supplier Updated' : 'Supplier Added', description: `${values.name.trim()} was saved.` });
      redirect.current = setTimeout(() => navigate(SUPPLIERS_ROUTE), SUPPLIER_REDIRECT_DELAY_MS);
    },
    onFailed: (error) => notification.error({ message: editing ? 'Failed to Update Supplier' : 'Failed to Add Supplier', description: serverMessageOr(error, 'Something went wrong. Please try again.') }),
  });

  const required = (label: string) => [{ required: true, whitespace: true, message: `${label} is required.` }];
  return (
      <FormPageLayout header={{ title: editing ? 'Update Supplier' : 'Add Supplier', subtitle: editing ? 'Change how to reach the supplier, or stop buying from it.' : 'A supplier the dealership buys motorcycles, parts or accessories from.', breadcrumb: BREADCRUMB }} maxWidth={760} error={formError} errorTestId="supplier-form-error">
          {saved && <Alert type="success" showIcon message="Saved. Returning to the suppliers…" style={{ marginBottom: 16 }} data-testid="supplier-form-saved" />}
          <Form<SupplierFormValues>
            form={form}
            layout="vertical"
            initialValues={initialValues}
            {...formProps}
            disabled={busy || saved}
            requiredMark
            data-testid="supplier-form"
          >
            <FieldColumns spans={[12]}>
              <Form.Item name="name" label="Name" rules={required('Name')}>
                <Input maxLength={100} placeholder="e.g. Rangs Motors" data-testid="supplier-form-name" />
              </Form.Item>
              <Form.Item name="contactPerson" label="Contact Person" rules={required('Contact Person')}>
                <Input maxLength={100} placeholder="e.g. Karim Ahmed" data-testid="supplier-form-contact-person" />
              </Form.Item>
              <Form.Item name="phone" label="Phone" rules={[...required('Phone'), bangladeshPhoneRule({ recorded: editing ? initialValues.phone : undefined })]}>
                <Input maxLength={30} placeholder="e.g. 01711-000000" inputMode="tel" data-testid="supplier-form-phone" />
              </Form.Item>
              <Form.Item name="email" label="Email" rules={[{ required: true, type: 'email', whitespace: true, message: 'Valid email is required.' }]}>
                <Input maxLength={254} placeholder="e.g. orders@supplier.com" inputMode="email" data-testid="supplier-form-email" />
              </Form.Item>
            </FieldColumns>
            <Form.Item name="bin" label="BIN" rules={[binRule]} extra="Business Identification Number (13 digits) of a VAT-registered supplier: its Mushak-6.3 carries it">
              <Input maxLength={17} inputMode="numeric" placeholder="e.g. 000123456-7890" data-testid="supplier-form-bin" />
            </Form.Item>
            <Form.Item name="address" label="Address" rules={required('Address')}>
              <Input.TextArea rows={2} maxLength={500} placeholder="Street, area, city" data-testid="supplier-form-address" />
            </Form.Item>
            <Form.Item name="notes" label="Notes">
              <Input.TextArea rows={3} maxLength={1000} showCount placeholder="Payment terms, brands supplied…" data-testid="supplier-form-notes" />
            </Form.Item>
            <Form.Item name="isActive" label="Active" valuePropName="checked" extra="Inactive suppliers stay in the records but are not offered for new purchases.">
              <Switch data-testid="supplier-form-active" />
            </Form.Item>
            <FormPageActions testId="supplier-form" onCancel={() => navigate(SUPPLIERS_ROUTE)} submitText={editing ? 'Update Supplier' : 'Add Supplier'} submitting={busy} wrap />
          </Form>
      </FormPageLayout>
  );
}
