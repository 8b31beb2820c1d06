import { App, Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { serverMessageOr } from '../../shared/api/api-error';
import { FormPageActions } from '../../shared/components/FormPageActions';
import { FormPageLayout } from '../../shared/components/FormPageLayout';
import { EditRecordPage } from '../../shared/components/EditRecordPage';
import { useRecordForm } from '../../shared/list';
import { CustomerFormFields } from './CustomerFormFields';
import { CUSTOMERS_ROUTE, customerFormValues, useCustomer, useSaveCustomer, type CustomerFormValues } from './use-customers';

export const CUSTOMERS_BREADCRUMB = [{ title: 'Customer Management' }, { title: 'Customers', path: CUSTOMERS_ROUTE }];

/** /customers/add */
export function AddCustomerPage() {
  return <CustomerForm />;
}

/** /customers/edit/{id}: the 'Customer not found' card with Go Back when the id is unknown (spec §2). */
export function EditCustomerPage() {
  const texts = { notFound: 'Customer not found', loadError: 'Failed to fetch customer details. Please try again.' };
  return <EditRecordPage useRecord={useCustomer} header={{ title: 'Edit Customer', breadcrumb: CUSTOMERS_BREADCRUMB }} texts={texts} testId="customer" form={(found, id) => <CustomerForm id={id} initialValues={customerFormValues(found)} />} />;
}

function CustomerForm({ id, initialValues }: { id?: string; initialValues?: CustomerFormValues }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const editing = Boolean(id);
  const { form, formError, formProps, busy } = useRecordForm(useSaveCustomer(id), {
    onSaved: (customer) => {
      message.success(editing ? 'Customer updated successfully.' : 'Customer added successfully.');
      navigate(editing ? `${CUSTOMERS_ROUTE}/view/${customer._id}` : CUSTOMERS_ROUTE);
    },
    // Spec §8: the server's message when it gives one.
    onFailed: (error) => message.error(serverMessageOr(error, editing ? 'Failed to update customer. Please try again.' : 'Failed to add customer. Please try again.')),
  });

  return (
    <FormPageLayout
      header={{ title: editing ? 'Edit Customer' : 'Add Customer', subtitle: editing ? 'Change how to reach the customer.' : 'Someone who buys from or books with the dealership.', breadcrumb: CUSTOMERS_BREADCRUMB }}
      maxWidth={760}
      error={formError}
      errorTestId="customer-form-error"
    >
      <Form<CustomerFormValues> form={form} layout="vertical" initialValues={initialValues} {...formProps} disabled={busy} requiredMark data-testid="customer-form">
        <CustomerFormFields editing={editing} recorded={initialValues && { phone: initialValues.phone, email: initialValues.email }} testId="customer-form" />
        <FormPageActions testId="customer-form" onCancel={() => navigate(CUSTOMERS_ROUTE)} submitText={editing ? 'Update Customer' : 'Add Customer'} submitting={busy} wrap />
      </Form>
    </FormPageLayout>
  );
}
