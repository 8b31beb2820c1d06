import { Flex, type TableColumnsType } from 'antd';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { AddButton, ListTable, useModalForm } from '../../../shared/list';
import { useCanChangeHere } from '../../auth/permissions';
import { toVatPaymentFormValues, useVatPaymentActions, useVatPaymentList, type VatPayment, type VatPaymentFormValues } from './use-vat-payments';
import { VatPaymentFormModal } from './VatPaymentFormModal';

const columns: TableColumnsType<VatPayment> = [
  { title: 'Date', dataIndex: 'date', key: 'date', width: 130, render: (date: string) => formatDate(date) },
  { title: 'Month', dataIndex: 'period', key: 'period', width: 110 },
  { title: 'Treasury challan', dataIndex: 'treasuryChallanNumber', key: 'challan' },
  { title: 'Paid from', key: 'cashAccount', render: (_, payment) => `${payment.cashAccount.code} ${payment.cashAccount.name}`.trim() },
  { title: 'Amount', dataIndex: 'amount', key: 'amount', align: 'right', width: 150, render: (amount: number) => formatTaka(amount) },
  { title: 'Entry', key: 'entry', width: 90, render: (_, payment) => (payment.journalEntry.entryNumber ? `#${payment.journalEntry.entryNumber}` : '—') },
];

/** VAT paid to the treasury, newest first; the books' roles record a payment in a modal. */
export function VatPaymentsTab() {
  const list = useVatPaymentList();
  const modal = useModalForm<VatPayment, VatPaymentFormValues>(toVatPaymentFormValues);
  const { save } = useVatPaymentActions(modal);
  const canChange = useCanChangeHere();
  return (
    <>
      <ListTable
        list={list}
        columns={columns}
        totalLabel={(total) => `${total} payment${total === 1 ? '' : 's'}`}
        errorTitle="Failed to load the VAT payments."
        emptyText="No VAT paid yet"
        search={{ placeholder: 'Search challans or months', testId: 'vat-payment-search' }}
        toolbarExtra={
          canChange && (
            <Flex>
              <AddButton onClick={modal.openForCreate} testId="add-vat-payment">
                Record payment
              </AddButton>
            </Flex>
          )
        }
        testId="vat-payments-table"
      />
      <VatPaymentFormModal modal={modal} save={save} />
    </>
  );
}
