import { useEffect } from 'react';
import { Alert, App, Form, Modal, type ButtonProps } from 'antd';
import { serverMessageOr } from '../../shared/api/api-error';
import { fitModalWidth } from '../../shared/components/modal-width';
import { fillForm, useDiscardGuard, useServerFormErrors, useSubmitOnce } from '../../shared/list';
import { CustomerFormFields } from './CustomerFormFields';
import { useSaveCustomer, type Customer, type CustomerFormValues } from './use-customers';

export interface AddCustomerModalProps {
  open: boolean;
  onClose: () => void;
  /** The customer as the server saved it; the modal closes itself first. */
  onCreated: (customer: Customer) => void;
  /** E.g. the name or phone typed into the customer search. */
  initialValues?: Partial<CustomerFormValues>;
}

/**
 * 'Add New Customer' from the invoice screens (spec §2, §5: name and phone required): adds the
 * customer and hands it back, so the invoice can pick it at once.
 */
export function AddCustomerModal({ open, onClose, onCreated, initialValues }: AddCustomerModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<CustomerFormValues>();
  const { formError, showServerErrors, clearFormError } = useServerFormErrors(form);
  const save = useSaveCustomer(undefined);
  const requestClose = useDiscardGuard(form, onClose, open);

  useEffect(() => {
    if (!open) return;
    submitOnce.release();
    clearFormError();
    fillForm(form, initialValues ?? {});
    // Refill only as the modal opens.
  }, [open]);

  // A success closes the modal; it is released when the modal opens again.
  const submitOnce = useSubmitOnce((values: CustomerFormValues) => {
    clearFormError();
    return save.mutateAsync(values, {
      onSuccess: (customer) => {
        message.success('Customer added successfully.');
        onClose();
        onCreated(customer);
      },
      onError: (error) => {
        message.error(serverMessageOr(error, 'Failed to add customer. Please try again.'));
        showServerErrors(error);
      },
    });
  });

  return (
    <Modal
      open={open}
      title="Add New Customer"
      width={fitModalWidth(640)}
      okText="Add Customer"
      cancelText="Cancel"
      confirmLoading={save.isPending || submitOnce.locked}
      onOk={() => submitOnce.submit(form)}
      onCancel={() => !save.isPending && requestClose()}
      okButtonProps={{ 'data-testid': 'add-customer-modal-submit' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'add-customer-modal-cancel' } as ButtonProps}
      forceRender
      maskClosable={!save.isPending}
      destroyOnClose={false}
    >
      {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 16 }} data-testid="add-customer-modal-error" />}
      <Form<CustomerFormValues> form={form} layout="vertical" {...submitOnce.formProps} disabled={save.isPending} requiredMark data-testid="add-customer-modal">
        <CustomerFormFields variant="quick" testId="add-customer-modal" />
      </Form>
    </Modal>
  );
}
