import { useEffect, type ReactNode } from 'react';
import { Alert, Form, Modal, type ButtonProps } from 'antd';
import { fitModalWidth } from '../components/modal-width';
import { useDiscardGuard } from './use-discard-guard';
import type { ModalFormView } from './use-modal-form';
import type { SaveAction } from './use-resource-actions';
import { useSubmitOnce } from './use-submit-once';

/** What a resource's form modal file receives from its page; `Row` for forms that read the record being edited. */
export interface CrudModalProps<Values, Row = unknown> {
  modal: ModalFormView<Values> & { editing: Row | null };
  save: SaveAction<Values>;
}

interface CrudFormModalProps<Values> extends CrudModalProps<Values> {
  /** The record's name: 'GL Class' titles the modal 'Add GL Class' or 'Edit GL Class'; or both titles in full. */
  title: string | { create: string; update: string };
  /** Prefix of the data-testids: the form itself, `{testId}-submit`, `{testId}-cancel`, `{testId}-error`. */
  testId: string;
  width?: number;
  /** The OK button's text when creating and when updating. */
  okText?: { create: string; update: string };
  children: ReactNode;
}

const CREATE_OR_UPDATE = { create: 'Create', update: 'Update' };

/**
 * An add/edit modal whose OK button submits the enclosed form (validation runs first), once: the
 * first click locks it until the save fails or the modal opens again; closing a changed form asks first.
 */
export function CrudFormModal<Values>({ modal, save, title, testId, width = 560, okText = CREATE_OR_UPDATE, children }: CrudFormModalProps<Values>) {
  const requestClose = useDiscardGuard(modal.form, modal.close, modal.open);
  const submitOnce = useSubmitOnce(save.submit);
  const { release } = submitOnce;
  useEffect(() => {
    if (modal.open) release();
  }, [modal.open, release]);
  return (
    <Modal
      open={modal.open}
      title={typeof title === 'string' ? `${modal.isEditing ? 'Edit' : 'Add'} ${title}` : modal.isEditing ? title.update : title.create}
      width={fitModalWidth(width)}
      okText={modal.isEditing ? okText.update : okText.create}
      cancelText="Cancel"
      confirmLoading={submitOnce.locked}
      onOk={() => submitOnce.submit(modal.form)}
      // Esc, × and Cancel ask before a changed form is thrown away.
      onCancel={() => !save.isPending && requestClose()}
      okButtonProps={{ 'data-testid': `${testId}-submit` } as ButtonProps}
      cancelButtonProps={{ 'data-testid': `${testId}-cancel` } as ButtonProps}
      // Mounted while closed so the form instance stays connected and can be filled before opening.
      forceRender
      maskClosable={!save.isPending}
    >
      {modal.formError && <Alert type="error" showIcon message={modal.formError} style={{ marginBottom: 16 }} data-testid={`${testId}-error`} />}
      <Form<Values> form={modal.form} layout="vertical" {...submitOnce.formProps} requiredMark data-testid={testId}>
        {children}
      </Form>
    </Modal>
  );
}
