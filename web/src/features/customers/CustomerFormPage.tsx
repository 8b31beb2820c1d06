import { App, Form } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { serverMessageOr } from '../../shared/api/api-error';
import { FormPageActions } from '../../shared/components/FormPageActions';
import { FormPageLayout } from '../../shared/components/FormPageLayout';
import { PageHeader } from '../../shared/components/PageHeader';
import { RecordPage } from '../../shared/components/RecordPage';
import { useServerFormErrors, useSubmitOnce } from '../../shared/list';
import { CustomerFormFields } from './CustomerFormFields';
import { CUSTOMERS_ROUTE, customerFormValues, useCustomer, useSaveCustomer, type CustomerFormValues } from './use-customers';

export const CUSTOMERS_BREADCRUMB = [{ title: 'Customer Management' }, { title: 'Customers', path: CUSTOMERS_ROUTE }];

/** /customers/add */
export function AddCustomerPage() {
  return <CustomerForm />;
}

/** /customers/edit/{id}: the 'Customer not found' card with Go Back when the id is unknown (spec §2). */
export function EditCustomerPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const customer = useCustomer(id);
  return (
    <RecordPage
      record={customer}
      header={<PageHeader title="Edit Customer" breadcrumb={CUSTOMERS_BREADCRUMB} />}
      notFound={{ title: 'Customer not found', testId: 'customer', onBack: () => navigate(-1) }}
      loadError={{ title: 'Failed to fetch customer details. Please try again.', testId: 'customer-load-error' }}
    >
      {(found) => <CustomerForm id={id} initialValues={customerFormValues(found)} />}
    </RecordPage>
  );
}

function CustomerForm({ id, initialValues }: { id?: string; initialValues?: CustomerFormValues }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<CustomerFormValues>();
  const { formError, showServerErrors, clearFormError } = useServerFormErrors(form);
  const save = useSaveCustomer(id);
  const editing = Boolean(id);

  // A success leaves the page: the lock taken by the first click is never released after one.
  const submitOnce = useSubmitOnce((values: CustomerFormValues) => {
    clearFormError();
    return save.mutateAsync(values, {
      onSuccess: (customer) => {
        message.success(editing ? 'Customer updated successfully.' : 'Customer added successfully.');
        navigate(editing ? `${CUSTOMERS_ROUTE}/view/${customer._id}` : CUSTOMERS_ROUTE);
      },
      onError: (error) => {
        // Spec §8: the server's message when it gives one.
        message.error(serverMessageOr(error, editing ? 'Failed to update customer. Please try again.' : 'Failed to add customer. Please try again.'));
        showServerErrors(error);
      },
    });
  });

  return (
    <FormPageLayout
      header={{ title: editing ? 'Edit Customer' : 'Add Customer', subtitle: editing ? 'Change how to reach the customer.' : 'Someone who buys from or books with the dealership.', breadcrumb: CUSTOMERS_BREADCRUMB }}
      maxWidth={760}
      error={formError}
      errorTestId="customer-form-error"
    >
      <Form<CustomerFormValues> form={form} layout="vertical" initialValues={initialValues} {...submitOnce.formProps} disabled={save.isPending || submitOnce.locked} requiredMark data-testid="customer-form">
        <CustomerFormFields editing={editing} recorded={initialValues && { phone: initialValues.phone, email: initialValues.email }} testId="customer-form" />
        <FormPageActions testId="customer-form" onCancel={() => navigate(CUSTOMERS_ROUTE)} submitText={editing ? 'Update Customer' : 'Add Customer'} submitting={save.isPending || submitOnce.locked} wrap />
      </Form>
    </FormPageLayout>
  );
}
