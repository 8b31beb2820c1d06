import { useState, type MutableRefObject } from 'react';
import { App, Space, Typography, type ButtonProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { serverMessageOr } from '../../../shared/api/api-error';
import { DateInput } from '../../../shared/inputs/DateInput';
import { entryNumberOrDraft } from './journal-format';
import type { JournalEntry, ReverseResult } from './types';
import { dhakaTodayValue } from '../../../shared/format/date';

function ReversalDateField({ dateRef }: { dateRef: MutableRefObject<Dayjs | null> }) {
  const [date, setDate] = useState<Dayjs | null>(dateRef.current);
  return (
    <DateInput
      value={date}
      placeholder="Today"
      onChange={(value) => {
        dateRef.current = value;
        setDate(value);
      }}
      data-testid="reverse-entry-date"
    />
  );
}

interface ConfirmReverseOptions {
  modal: ReturnType<typeof App.useApp>['modal'];
  entry: JournalEntry;
  reverse: (input: { id: string; date?: string }) => Promise<ReverseResult>;
  onSuccess: (result: ReverseResult) => void;
  onError: (message: string) => void;
}

/** Asks for the reversal date (optional, today by default), then reverses the entry. */
export function confirmReverse({ modal, entry, reverse, onSuccess, onError }: ConfirmReverseOptions) {
  const dateRef: MutableRefObject<Dayjs | null> = { current: dhakaTodayValue() };
  const number = entryNumberOrDraft(entry.entryNumber);
  modal.confirm({
    title: `Reverse journal entry ${number}?`,
    width: 460,
    content: (
      <Space direction="vertical" size={8} style={{ width: '100%' }}>
        <Typography.Text>A new entry with every debit and credit swapped will be posted, and {number} will be marked Reversed.</Typography.Text>
        <Typography.Text type="secondary">Reversal date (optional)</Typography.Text>
        <ReversalDateField dateRef={dateRef} />
      </Space>
    ),
    okText: 'Reverse',
    okButtonProps: { danger: true, 'data-testid': 'confirm-reverse' } as ButtonProps,
    cancelText: 'Cancel',
    cancelButtonProps: { 'data-testid': 'cancel-reverse' } as ButtonProps,
    onOk: async () => {
      try {
        const result = await reverse({ id: entry._id, date: dateRef.current ? dateRef.current.format('YYYY-MM-DD') : undefined });
        onSuccess(result);
      } catch (error) {
        onError(serverMessageOr(error, 'Failed to reverse journal entry'));
      }
    },
  });
}
