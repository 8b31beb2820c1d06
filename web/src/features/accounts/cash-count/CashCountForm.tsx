import { useState } from 'react';
import { Alert, App, Card, Descriptions, Flex, Form, Input, InputNumber, Select, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { serverMessageOr } from '../../../shared/api/api-error';
import { DateInput } from '../../../shared/inputs/DateInput';
import { FormPageActions } from '../../../shared/components/FormPageActions';
import { formatTaka } from '../../../shared/format/taka';
import { dhakaTodayValue } from '../../../shared/format/date';
import { useServerFormErrors, useSubmitOnce } from '../../../shared/list';
import { API_DATE, CASH_NOTES, countFigures, differenceName, useCashAccounts, useCountCash, useExpectedCash, type CashCount } from './use-cash-counts';

interface CashCountValues {
  date: Dayjs;
  cashAccount: string;
  notes: Record<string, number | null>;
  remarks?: string;
}

const emptyNotes = () => Object.fromEntries(CASH_NOTES.map((note) => [String(note), null]));

/** A row per note: its count typed, its line total in taka. */
function NoteRows({ notes }: { notes: Record<string, number | null | undefined> }) {
  return (
    <Table
      size="small"
      rowKey="note"
      pagination={false}
      dataSource={CASH_NOTES.map((note) => ({ note }))}
      columns={[
        { title: 'Note', dataIndex: 'note', key: 'note', width: 100, render: (note: number) => `৳${note}` },
        {
          title: 'Count',
          key: 'count',
          render: (_, { note }) => (
            <Form.Item name={['notes', String(note)]} noStyle>
              <InputNumber min={0} max={100000} precision={0} placeholder="0" style={{ width: 120 }} data-testid={`cash-count-note-${note}`} />
            </Form.Item>
          ),
        },
        { title: 'Amount', key: 'amount', align: 'right', render: (_, { note }) => formatTaka(note * (Number(notes[String(note)]) || 0)) },
      ]}
    />
  );
}

/** The day's cash count: the drawer by note against the books' balance of the account at the end of the day. */
export function CashCountForm({ onCounted }: { onCounted: (count: CashCount) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<CashCountValues>();
  const { formError, showServerErrors, clearFormError } = useServerFormErrors(form);
  const [initialValues] = useState<Partial<CashCountValues>>(() => ({ date: dhakaTodayValue(), notes: emptyNotes() }));
  const cashAccounts = useCashAccounts();
  const countCash = useCountCash();
  const cashAccount = Form.useWatch('cashAccount', form);
  const date = Form.useWatch('date', form)?.format(API_DATE);
  const notes = Form.useWatch('notes', form) ?? {};
  const expected = useExpectedCash(cashAccount, date);
  const figures = countFigures(notes, expected.data?.booksBalance);

  const submitOnce = useSubmitOnce((values: CashCountValues) => {
    clearFormError();
    const body = { date: values.date.format(API_DATE), cashAccount: values.cashAccount, notes: figures.counts, remarks: values.remarks?.trim() ?? '' };
    return countCash.mutateAsync(body, {
      onSuccess: (count) => {
        message.success('Cash counted successfully');
        form.resetFields();
        submitOnce.release();
        onCounted(count);
      },
      onError: (error) => {
        message.error(serverMessageOr(error, 'Failed to save the cash count'));
        showServerErrors(error);
      },
    });
  });

  return (
    <Card title="Count the drawer">
      {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 16 }} data-testid="cash-count-form-error" />}
      <Form<CashCountValues> form={form} layout="vertical" initialValues={initialValues} {...submitOnce.formProps} disabled={submitOnce.locked} data-testid="cash-count-form">
        <Flex gap={16} wrap="wrap">
          <Form.Item name="cashAccount" label="Cash Account" rules={[{ required: true, message: 'Please select a cash account' }]} style={{ flex: '1 1 240px' }}>
            <Select
              placeholder="Select cash account"
              loading={cashAccounts.isLoading}
              options={(cashAccounts.data ?? []).map((account) => ({ value: account._id, label: `${account.code} ${account.name}` }))}
              data-testid="cash-count-account"
            />
          </Form.Item>
          <Form.Item name="date" label="Date" rules={[{ required: true, message: 'Please select date' }]} style={{ flex: '1 1 200px' }}>
            <DateInput data-testid="cash-count-date" />
          </Form.Item>
        </Flex>
        {expected.data?.counted && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="This day is already counted for this account; an Accountant can reopen it." data-testid="cash-count-already" />}
        <NoteRows notes={notes} />
        <Descriptions size="small" column={{ xs: 1, sm: 3 }} bordered style={{ marginTop: 16 }} data-testid="cash-count-figures">
          <Descriptions.Item label="Counted">
            <span data-testid="cash-count-total">{formatTaka(figures.counted)}</span>
          </Descriptions.Item>
          <Descriptions.Item label="Books">
            <span data-testid="cash-count-books">{expected.data ? formatTaka(expected.data.booksBalance) : '—'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={figures.difference === undefined ? 'Difference' : differenceName(figures.difference)}>
            <Typography.Text type={figures.difference ? 'danger' : undefined} data-testid="cash-count-difference">
              {figures.difference === undefined ? '—' : formatTaka(Math.abs(figures.difference))}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
        <Form.Item name="remarks" label="Remarks" style={{ marginTop: 16 }}>
          <Input.TextArea rows={2} maxLength={500} showCount data-testid="cash-count-remarks" />
        </Form.Item>
        <FormPageActions testId="cash-count-form" onCancel={() => form.resetFields()} submitText="Save Count" submitting={submitOnce.locked} />
      </Form>
    </Card>
  );
}
