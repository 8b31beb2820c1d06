import { App } from 'antd';
import { formatTaka } from '../../../shared/format/taka';
import { creditSaleQuestion } from './invoice-form';

/**
 * An invoice with nothing paid is a credit sale: its whole total becomes the customer's due. A
 * payment row left empty by mistake must not make one silently, so the counter is asked first
 * ('Record as a credit sale of ৳5,865.00?'); Cancel sends nothing and the form stays as typed.
 */
export function useCreditSaleQuestion() {
  const { modal } = App.useApp();
  return (due: number, record: () => void, cancel: () => void) =>
    modal.confirm({
      title: creditSaleQuestion(formatTaka(due)),
      content: 'Nothing is paid now: the whole amount is recorded as the customer’s due.',
      okText: 'OK',
      okButtonProps: { 'data-testid': 'credit-sale-confirm' } as never,
      cancelText: 'Cancel',
      cancelButtonProps: { 'data-testid': 'credit-sale-cancel' } as never,
      onOk: record,
      onCancel: cancel,
    });
}
