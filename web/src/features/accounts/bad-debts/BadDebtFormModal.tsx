import { Alert, Form, Select } from 'antd';
import { FieldColumns } from '../../../shared/components/FieldColumns';
import { MaxAmountField } from '../../../shared/components/MaxAmountField';
import { SearchSelect } from '../../../shared/components/SearchSelect';
import { TextAreaField } from '../../../shared/components/TextAreaField';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { DateInput } from '../../../shared/inputs/DateInput';
import { TakaInput } from '../../../shared/inputs/TakaInput';
import { CrudFormModal, type CrudModalProps } from '../../../shared/list';
import { CustomerSelectField } from '../../sales/invoices/CustomerSelectField';
import type { Receivable } from '../receivables/use-receivables';
import { toAccountOptions, useAllGlAccounts } from '../shared/use-account-options';
import { BAD_DEBT_REASONS, receivableValues, useOpenReceivables, type BadDebt, type BadDebtFormValues } from './use-bad-debts';

/** Accounting spec §5: the bad debt account choices are accounts whose name contains 'bad debt' or 'doubtful'. */
const isBadDebtAccount = (account: { name: string; status?: boolean }) => /bad debt|doubtful/i.test(account.name) && account.status !== false;

const receivableLabel = (receivable: Receivable) =>
  `${receivable.invoice?.invoiceNumber ?? 'Entered by hand'} · ${formatTaka(receivable.remaining)} remaining · due ${formatDate(receivable.dueDate)} · ${receivable.status}`;

/** 'Write Off Bad Debt' / 'Edit Bad Debt Record': which receivable of which customer, how much, when and why. */
export function BadDebtFormModal(props: CrudModalProps<BadDebtFormValues, BadDebt> & { receivable?: Receivable | null }) {
  const { modal, receivable: chosenOnScreen } = props;
  const { editing, form } = modal;
  const customerId: string | undefined = Form.useWatch('customer', form);
  const receivableId: string | undefined = Form.useWatch('receivable', form);
  const open = useOpenReceivables(customerId);
  const receivables = [...(open.data ?? [])];
  const glAccounts = useAllGlAccounts();
  const accountOptions = toAccountOptions((glAccounts.data ?? []).filter(isBadDebtAccount));
  if (editing && !accountOptions.some((option) => option.value === editing.badDebtAccount._id)) accountOptions.push(...toAccountOptions([editing.badDebtAccount]));
  const selected = receivables.find((candidate) => candidate._id === receivableId);
  const lockedCustomer = editing?.customer ?? chosenOnScreen?.customer ?? null;
  const receivableOptions = receivables.map((candidate) => ({ value: candidate._id, label: receivableLabel(candidate) }));
  // The record's own receivable stays listed even once nothing remains of it.
  if (editing && !receivableOptions.some((option) => option.value === editing.receivable._id)) {
    receivableOptions.push({ value: editing.receivable._id, label: `${editing.invoice?.invoiceNumber ?? 'Entered by hand'} · ${formatTaka(editing.receivable.remainingAmount)} remaining` });
  }
  const invoiceNumber = selected ? selected.invoice?.invoiceNumber ?? null : editing?.receivable._id === receivableId ? editing?.invoice?.invoiceNumber ?? null : null;
  const invoiceId = selected?.invoice?._id ?? (editing?.receivable._id === receivableId ? editing?.invoice?._id : undefined);

  return (
    <CrudFormModal {...props} title={{ create: 'Write Off Bad Debt', update: 'Edit Bad Debt Record' }} testId="bad-debt-form" width={680} okText={{ create: 'Save Draft', update: 'Update' }}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="Saved as a Draft. Once approved and posted, Bad Debt Expense is debited and Accounts Receivable credited with up to what then remains of the receivable."
      />
      <CustomerSelectField testId="bad-debt-form" requiredMessage="Please select a customer!" locked={lockedCustomer} />
      <FieldColumns spans={[12]}>
        <Form.Item name="receivable" label="Receivable" rules={[{ required: true, message: 'Please select the receivable record!' }]}>
          <Select
            placeholder={customerId ? 'Select the receivable record' : 'Select a customer first'}
            disabled={!customerId}
            loading={open.isFetching}
            options={receivableOptions}
            notFoundContent="Nothing outstanding for this customer"
            popupMatchSelectWidth={false}
            onChange={(id: string) => {
              const picked = receivables.find((candidate) => candidate._id === id);
              if (picked) form.setFieldsValue(receivableValues(picked));
            }}
            data-testid="bad-debt-form-receivable"
          />
        </Form.Item>
        <Form.Item
          name="invoice"
          label="Invoice"
          tooltip="The receivable's invoice; a debt entered by hand has none"
          rules={[{ validator: (_, value) => (invoiceId && !value ? Promise.reject(new Error('Please select an invoice!')) : Promise.resolve()) }]}
        >
          <Select
            disabled
            placeholder={receivableId ? 'None: entered by hand' : 'Follows the receivable'}
            options={invoiceId ? [{ value: invoiceId, label: invoiceNumber ?? 'Invoice' }] : []}
            data-testid="bad-debt-form-invoice"
          />
        </Form.Item>
        <Form.Item name="originalAmount" label="Original Amount" rules={[{ required: true, message: 'Please enter the original amount!' }, { type: 'number', min: 0, message: 'Amounts have a minimum of 0' }]}>
          <TakaInput prefix="৳" min={0} placeholder="0.00" data-testid="bad-debt-form-original-amount" />
        </Form.Item>
        <MaxAmountField
          name="writeOffAmount"
          label="Write-off Amount"
          max={selected?.remaining ?? null}
          messages={{ required: 'Please enter the write-off amount!', positive: 'Write-off amount must be greater than zero', aboveMax: (remaining) => `Write-off amount cannot exceed the remaining ${remaining}` }}
          testId="bad-debt-form-write-off-amount"
        />
        <Form.Item name="writeOffDate" label="Write-off Date" rules={[{ required: true, message: 'Please select the write-off date!' }]}>
          <DateInput data-testid="bad-debt-form-date" />
        </Form.Item>
        <Form.Item name="reason" label="Reason" rules={[{ required: true, message: 'Please select a reason!' }]}>
          <Select placeholder="Select a reason" options={BAD_DEBT_REASONS.map((reason) => ({ value: reason, label: reason }))} data-testid="bad-debt-form-reason" />
        </Form.Item>
        <Form.Item name="badDebtAccount" label="Bad Debt Account" rules={[{ required: true, message: 'Please select the bad debt account!' }]}>
          <SearchSelect placeholder="Select the bad debt account" loading={glAccounts.isLoading} options={accountOptions} data-testid="bad-debt-form-account" />
        </Form.Item>
      </FieldColumns>
      <TextAreaField name="notes" label="Notes" maxLength={500} testId="bad-debt-form-notes" />
    </CrudFormModal>
  );
}
