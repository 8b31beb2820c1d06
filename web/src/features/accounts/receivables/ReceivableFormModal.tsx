import { Alert } from 'antd';
import { AmountField } from '../../../shared/components/AmountField';
import { FieldColumns } from '../../../shared/components/FieldColumns';
import { TextAreaField } from '../../../shared/components/TextAreaField';
import { CrudFormModal, type CrudModalProps } from '../../../shared/list';
import { OpenItemDateFields } from '../open-items/OpenItemDateFields';
import { CustomerSelectField } from '../../sales/invoices/CustomerSelectField';
import type { Receivable, ReceivableFormValues } from './use-receivables';

/** A debt from before the books: who owes it, how much, since and until when. */
export function ReceivableFormModal(props: CrudModalProps<ReceivableFormValues, Receivable>) {
  const { editing } = props.modal;
  return (
    <CrudFormModal {...props} title="Receivable" testId="receivable-form" width={620} okText={{ create: 'Add Receivable', update: 'Update Receivable' }}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={editing ? "Saving a new amount or date reverses the receivable's posting and posts it anew." : 'For a debt from before these books: Accounts Receivable is debited, Opening Balance Equity credited. Sales on credit open theirs from the invoice.'}
      />
      {/* Once entered, the debt stays the customer's: one owed by someone else is deleted and entered anew. */}
      <CustomerSelectField testId="receivable-form" requiredMessage="Please select a customer!" locked={editing?.customer ?? null} />
      <FieldColumns spans={[12]}>
        <AmountField messages={{ required: 'Please enter amount!', positive: 'Amount must be greater than 0!' }} testId="receivable-form-amount" />
        <OpenItemDateFields
          opened={{ name: 'openedDate', label: 'Date', tooltip: 'The day it enters the books', requiredMessage: 'Please select a date!' }}
          testId="receivable-form"
          openedTestId="receivable-form-opened-date"
        />
      </FieldColumns>
      <TextAreaField name="notes" label="Notes" maxLength={500} testId="receivable-form-notes" />
    </CrudFormModal>
  );
}
