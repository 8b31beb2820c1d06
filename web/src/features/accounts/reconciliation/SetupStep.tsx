import { useRef, useState } from 'react';
import { Alert, App, Button, DatePicker, Form, InputNumber, Select, Space, Switch, Table, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { serverMessageOr } from '../../../shared/api/api-error';
import { dhakaTodayValue } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { guessMapping, mappingIsUsable, mapStatement, readStatementFile, rememberedMapping, rememberMapping, type ColumnMapping, type StatementColumn, type StatementTable } from './statement-file';
import { useReconciliationOptions, useStartReconciliation, type Reconciliation } from './use-reconciliation';

const COLUMNS: { key: StatementColumn; label: string }[] = [
  { key: 'date', label: 'Date' },
  { key: 'description', label: 'Description' },
  { key: 'reference', label: 'Reference' },
  { key: 'debit', label: 'Debit (withdrawal)' },
  { key: 'credit', label: 'Credit (deposit)' },
  { key: 'amount', label: 'Signed amount' },
];

interface SetupValues {
  accountId: string;
  statementDate: Dayjs;
  statementBalance: number;
  autoMatch: boolean;
}

/** Step 0: the account, the statement's date and balance, and its file with a column mapping remembered per account. */
export function SetupStep({ onStarted }: { onStarted: (reconciliation: Reconciliation) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<SetupValues>();
  const options = useReconciliationOptions();
  const start = useStartReconciliation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [table, setTable] = useState<StatementTable | null>(null);
  const [fileName, setFileName] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const accountId = Form.useWatch('accountId', form);
  const mapped = table && mappingIsUsable(mapping) ? mapStatement(table, mapping) : null;

  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    setFileError(null);
    try {
      const read = await readStatementFile(file);
      setTable(read);
      setFileName(file.name);
      const remembered = accountId ? rememberedMapping(accountId) : null;
      setMapping(remembered && Object.values(remembered).every((column) => column === undefined || column < read.headers.length) ? remembered : guessMapping(read.headers));
    } catch (error) {
      setTable(null);
      setFileError(`Could not read ${file.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const submit = async (values: SetupValues) => {
    if (table && !mapped) {
      setFileError('Map the date and an amount (debit/credit or signed amount) column first');
      return;
    }
    if (table) rememberMapping(values.accountId, mapping);
    try {
      const result = await start.mutateAsync({
        accountId: values.accountId,
        statementDate: values.statementDate.format('YYYY-MM-DD'),
        statementBalance: values.statementBalance,
        statementItems: mapped?.items ?? [],
        autoMatch: values.autoMatch,
      });
      message.success('Reconciliation started successfully!');
      onStarted(result.data);
    } catch (error) {
      message.error(`Failed to start reconciliation: ${serverMessageOr(error, 'Please try again')}`);
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={{ statementDate: dhakaTodayValue(), autoMatch: true }} onFinish={submit} data-testid="reconciliation-setup">
      <Space wrap size="large" align="start">
        <Form.Item name="accountId" label="Bank account" rules={[{ required: true, message: 'Please select an account!' }]} style={{ minWidth: 280 }}>
          <Select
            data-testid="reconciliation-account"
            placeholder="Select a bank account"
            loading={options.isLoading}
            options={(options.data?.bankAccounts ?? []).map((account) => ({ value: account._id, label: `${account.code} ${account.name} (${formatTaka(account.balance)})` }))}
            onChange={(value: string) => {
              const remembered = rememberedMapping(value);
              if (remembered && table) setMapping(remembered);
            }}
          />
        </Form.Item>
        <Form.Item name="statementDate" label="Statement date" rules={[{ required: true, message: 'Please select date!' }]}>
          <DatePicker data-testid="reconciliation-statement-date" format="YYYY-MM-DD" allowClear={false} />
        </Form.Item>
        <Form.Item name="statementBalance" label="Statement balance" rules={[{ required: true, message: 'Please enter statement balance!' }]}>
          <InputNumber data-testid="reconciliation-statement-balance" precision={2} style={{ width: 200 }} prefix="৳" />
        </Form.Item>
        <Form.Item name="autoMatch" label="Auto-match" valuePropName="checked">
          <Switch data-testid="reconciliation-auto-match" />
        </Form.Item>
      </Space>
      <Form.Item label="Bank statement (CSV or XLSX, optional)">
        <Space direction="vertical" style={{ width: '100%' }}>
          <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()} data-testid="reconciliation-choose-file">
            {fileName || 'Choose a statement file'}
          </Button>
          <input ref={fileInput} type="file" accept=".csv,.xlsx,text/csv" style={{ display: 'none' }} data-testid="reconciliation-statement-file" onChange={(event) => void chooseFile(event.target.files?.[0])} />
          {fileError && <Alert type="error" showIcon message={fileError} data-testid="reconciliation-file-error" />}
          {table && (
            <>
              <Typography.Text type="secondary">Which column holds what (remembered for this account):</Typography.Text>
              <Space wrap>
                {COLUMNS.map((column) => (
                  <Space key={column.key} direction="vertical" size={0}>
                    <Typography.Text>{column.label}</Typography.Text>
                    <Select
                      data-testid={`mapping-${column.key}`}
                      allowClear
                      style={{ width: 170 }}
                      placeholder="Not in the file"
                      value={mapping[column.key]}
                      options={table.headers.map((header, index) => ({ value: index, label: header }))}
                      onChange={(value: number | undefined) => setMapping((current) => ({ ...current, [column.key]: value }))}
                    />
                  </Space>
                ))}
              </Space>
              {mapped ? (
                <>
                  <Typography.Text data-testid="reconciliation-statement-read">
                    {`${mapped.items.length} statement lines read`}
                    {mapped.skipped.length > 0 && `, ${mapped.skipped.length} skipped (${mapped.skipped.slice(0, 3).join('; ')}${mapped.skipped.length > 3 ? '…' : ''})`}
                  </Typography.Text>
                  <Table
                    size="small"
                    rowKey={(_, index) => String(index)}
                    pagination={{ pageSize: 5, size: 'small' }}
                    dataSource={mapped.items}
                    columns={[
                      { title: 'Date', dataIndex: 'date', key: 'date', width: 110 },
                      { title: 'Description', dataIndex: 'description', key: 'description' },
                      { title: 'Reference', dataIndex: 'reference', key: 'reference', width: 120 },
                      { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 130, align: 'right' as const, render: (amount: number) => formatTaka(amount) },
                    ]}
                  />
                </>
              ) : (
                <Alert type="warning" showIcon message="Map the date and an amount (debit/credit or signed amount) column" />
              )}
            </>
          )}
        </Space>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={start.isPending} data-testid="reconciliation-start-submit">
        Start Reconciliation
      </Button>
    </Form>
  );
}
