import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, List, Modal, Row, Segmented, Select, Space, Statistic, Steps, Table, Tag, Typography } from 'antd';
import { serverMessageOr } from '../../../shared/api/api-error';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { balanceOf } from './reconciliation-balance';
import { SetupStep } from './SetupStep';
import {
  useCompleteReconciliation,
  useReconciliation,
  useReconciliationOptions,
  useSaveProgress,
  type Adjustment,
  type Reconciliation,
  type ReconciliationTransaction,
  type WizardWork,
} from './use-reconciliation';

const STEPS = [{ title: 'Setup' }, { title: 'Match Transactions' }, { title: 'Adjustments' }, { title: 'Complete' }];

const workOf = (reconciliation: Reconciliation): WizardWork => ({
  matches: reconciliation.proposedMatches.map(({ statementIndex, transactionId }) => ({ statementIndex, transactionId })),
  selectedTransactions: reconciliation.selectedTransactions,
  adjustments: reconciliation.adjustments,
  notes: reconciliation.notes,
});

/** The four-step wizard: a new reconciliation starts at Setup; `continueId` continues an In Progress one at Match. */
export function ReconciliationWizard({ open, continueId, onClose }: { open: boolean; continueId: string | null; onClose: () => void }) {
  const [step, setStep] = useState(0);
  const [reconciliationId, setReconciliationId] = useState<string | null>(null);
  const [work, setWork] = useState<WizardWork | null>(null);
  const loaded = useReconciliation(reconciliationId);
  const reconciliation = loaded.data ?? null;

  useEffect(() => {
    if (!open) return;
    setReconciliationId(continueId);
    setWork(null);
    setStep(continueId ? 1 : 0);
  }, [open, continueId]);
  useEffect(() => {
    if (reconciliation && !work) setWork(workOf(reconciliation));
  }, [reconciliation, work]);

  const started = (result: Reconciliation) => {
    setReconciliationId(result._id);
    setWork(workOf(result));
    setStep(1);
  };

  return (
    <Modal open={open} onCancel={onClose} footer={null} width={1100} title="Bank Reconciliation" destroyOnHidden data-testid="reconciliation-wizard">
      <Steps current={step} items={STEPS} size="small" style={{ marginBottom: 16 }} data-testid="reconciliation-steps" />
      {step === 0 && <SetupStep onStarted={started} />}
      {step > 0 && (!reconciliation || !work) && <Typography.Text>Loading…</Typography.Text>}
      {step > 0 && reconciliation && work && (
        <WizardBody reconciliation={reconciliation} work={work} setWork={setWork} step={step} setStep={setStep} onDone={onClose} />
      )}
    </Modal>
  );
}

interface BodyProps {
  reconciliation: Reconciliation;
  work: WizardWork;
  setWork: (work: WizardWork) => void;
  step: number;
  setStep: (step: number) => void;
  onDone: () => void;
}

function WizardBody({ reconciliation, work, setWork, step, setStep, onDone }: BodyProps) {
  const { message } = App.useApp();
  const save = useSaveProgress();
  const complete = useCompleteReconciliation();
  const selected = useMemo(() => new Set(work.selectedTransactions), [work.selectedTransactions]);
  const balance = balanceOf(reconciliation, selected, work.adjustments);

  const saveProgress = async () => {
    try {
      await save.mutateAsync({ id: reconciliation._id, work });
      message.success('Progress saved');
    } catch (error) {
      message.error(serverMessageOr(error, 'Failed to save progress'));
    }
  };
  const finish = async () => {
    try {
      await complete.mutateAsync({ id: reconciliation._id, work });
      message.success('Reconciliation completed successfully!');
      onDone();
    } catch (error) {
      message.error(`Failed to complete reconciliation: ${serverMessageOr(error, 'Please try again')}`);
    }
  };

  return (
    <>
      {/* Five figures in a row on a laptop; two a row on a phone, the amounts at a size that fits. */}
      <Row gutter={[12, 8]} style={{ marginBottom: 12 }} data-testid="reconciliation-balances">
        <Col xs={12} md={4} data-testid="reconciliation-ledger-balance"><Statistic title={`Ledger balance on ${formatDate(reconciliation.statementDate)}`} value={formatTaka(reconciliation.ledgerBalance)} valueStyle={BALANCE_FIGURE} /></Col>
        <Col xs={12} md={4} data-testid="reconciliation-last-reconciled"><Statistic title="Last reconciled balance" value={formatTaka(reconciliation.bookBalance)} valueStyle={BALANCE_FIGURE} /></Col>
        <Col xs={12} md={4}><Statistic title="Reconciled balance" value={formatTaka(balance.reconciledBalance)} valueStyle={BALANCE_FIGURE} /></Col>
        <Col xs={12} md={4}><Statistic title="Statement balance" value={formatTaka(reconciliation.statementBalance)} valueStyle={BALANCE_FIGURE} /></Col>
        <Col xs={12} md={4}><Statistic title="Difference" value={formatTaka(balance.difference)} valueStyle={{ ...BALANCE_FIGURE, color: balance.balanced ? '#389e0d' : '#cf1322' }} /></Col>
        <Col xs={12} md={4}><Statistic title="Selected" value={work.selectedTransactions.length} valueStyle={BALANCE_FIGURE} /></Col>
      </Row>
      {balance.warnsUnbalanced && <Alert type="warning" showIcon message="Reconciliation Unbalanced" description={`The reconciled balance differs from the statement balance by ${formatTaka(Math.abs(balance.difference))}.`} style={{ marginBottom: 12 }} data-testid="reconciliation-unbalanced" />}
      {step === 1 && <MatchStep reconciliation={reconciliation} work={work} setWork={setWork} />}
      {step === 2 && <AdjustmentsStep reconciliation={reconciliation} work={work} setWork={setWork} />}
      {step === 3 && (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="reconciliation-review">
          <Card size="small" title="Summary">
            <Typography.Paragraph>
              {`${reconciliation.account.code} ${reconciliation.account.name}, statement of ${formatDate(reconciliation.statementDate)}: ${counted(work.selectedTransactions.length, 'transaction', 'transactions')} matched, ${counted(work.adjustments.length, 'adjustment', 'adjustments')} (${formatTaka(balance.adjustmentsTotal)}).`}
            </Typography.Paragraph>
          </Card>
          <Input.TextArea rows={3} placeholder="Notes" maxLength={1000} value={work.notes} onChange={(event) => setWork({ ...work, notes: event.target.value })} data-testid="reconciliation-notes" />
        </Space>
      )}
      <Space wrap style={{ marginTop: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          {step > 1 && <Button onClick={() => setStep(step - 1)} data-testid="reconciliation-back">Back</Button>}
          <Button onClick={() => void saveProgress()} loading={save.isPending} data-testid="reconciliation-save">Save Progress</Button>
        </Space>
        <Space wrap>
          {step === 1 && <Button onClick={() => setStep(2)} data-testid="reconciliation-to-adjustments">Adjustments</Button>}
          {step < 3 && <Button type="primary" onClick={() => setStep(3)} data-testid="reconciliation-to-review">Review</Button>}
          {step === 3 && (
            <Button type="primary" disabled={!balance.balanced} loading={complete.isPending} onClick={() => void finish()} data-testid="reconciliation-complete">
              {balance.balanced ? 'Complete Reconciliation' : 'Balance Required to Complete'}
            </Button>
          )}
        </Space>
      </Space>
    </>
  );
}

const BALANCE_FIGURE = { fontSize: 'clamp(16px, 4.5vw, 24px)' };
const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function MatchStep({ reconciliation, work, setWork }: Omit<BodyProps, 'step' | 'setStep' | 'onDone'>) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<'all' | 'selected' | 'unselected'>('all');
  const selected = new Set(work.selectedTransactions);
  const byId = new Map(reconciliation.unreconciledTransactions.map((transaction) => [transaction._id, transaction]));
  const reasons = new Map(reconciliation.proposedMatches.map((match) => [`${match.statementIndex}/${match.transactionId}`, match.reasons]));
  const text = search.trim().toLowerCase();
  const rows = reconciliation.unreconciledTransactions.filter(
    (transaction) =>
      (!text || transaction.description.toLowerCase().includes(text) || transaction.referenceNumber.toLowerCase().includes(text)) &&
      (filter === 'all' || (filter === 'selected') === selected.has(transaction._id)),
  );
  const undo = (statementIndex: number, transactionId: string) =>
    setWork({
      ...work,
      matches: work.matches.filter((match) => match.statementIndex !== statementIndex),
      selectedTransactions: work.selectedTransactions.filter((id) => id !== transactionId),
    });

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card size="small" title={`Proposed matches (${work.matches.length} of ${reconciliation.statementItems.length} statement lines)`} data-testid="reconciliation-matches">
        <List
          size="small"
          dataSource={work.matches}
          locale={{ emptyText: 'No matches: tick the transactions that are on the statement below' }}
          renderItem={(match) => {
            const line = reconciliation.statementItems[match.statementIndex];
            const transaction = byId.get(match.transactionId);
            return (
              <List.Item
                data-testid={`match-${match.statementIndex}`}
                actions={[<Button key="undo" size="small" onClick={() => undo(match.statementIndex, match.transactionId)} data-testid={`undo-match-${match.statementIndex}`}>Undo</Button>]}
              >
                <Space direction="vertical" size={0}>
                  <Typography.Text>{`${formatDate(line?.date)} ${line?.description ?? ''} ${formatTaka(line?.amount)} ↔ ${transaction?.transactionNumber ?? ''} ${transaction?.description ?? ''}`}</Typography.Text>
                  <Space size={4} wrap>{(reasons.get(`${match.statementIndex}/${match.transactionId}`) ?? ['matched by hand']).map((reason) => <Tag key={reason} color="blue">{reason}</Tag>)}</Space>
                </Space>
              </List.Item>
            );
          }}
        />
      </Card>
      <Space wrap>
        <Input.Search placeholder="Search description or reference" allowClear onChange={(event) => setSearch(event.target.value)} style={{ width: 280 }} data-testid="reconciliation-search" />
        <Segmented value={filter} onChange={(value) => setFilter(value as typeof filter)} options={[{ label: 'All', value: 'all' }, { label: 'Selected', value: 'selected' }, { label: 'Unselected', value: 'unselected' }]} />
        <Button onClick={() => setWork({ ...work, selectedTransactions: reconciliation.unreconciledTransactions.map((transaction) => transaction._id) })} data-testid="reconciliation-select-all">Select All</Button>
        <Button onClick={() => setWork({ ...work, selectedTransactions: [], matches: [] })} data-testid="reconciliation-clear-all">Clear All</Button>
      </Space>
      <Table<ReconciliationTransaction>
        size="small"
        rowKey="_id"
        data-testid="reconciliation-transactions"
        dataSource={rows}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        rowSelection={{
          selectedRowKeys: work.selectedTransactions,
          preserveSelectedRowKeys: true,
          onChange: (keys) => {
            const kept = new Set(keys.map(String));
            setWork({ ...work, selectedTransactions: [...kept], matches: work.matches.filter((match) => kept.has(match.transactionId)) });
          },
        }}
        columns={[
          { title: 'Date', dataIndex: 'date', key: 'date', width: 110, render: (date: string) => formatDate(date) },
          { title: 'Number', dataIndex: 'transactionNumber', key: 'number', width: 110 },
          { title: 'Description', dataIndex: 'description', key: 'description' },
          { title: 'Reference', dataIndex: 'referenceNumber', key: 'reference', width: 120 },
          { title: 'Type', dataIndex: 'type', key: 'type', width: 80, render: (type: string) => <Tag color={type === 'Debit' ? 'green' : 'orange'}>{type}</Tag> },
          { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 130, align: 'right', render: (amount: number) => formatTaka(amount) },
        ]}
      />
    </Space>
  );
}

interface AdjustmentValues {
  description: string;
  amount: number;
  type: 'Addition' | 'Deduction';
  account?: string;
}

function AdjustmentsStep({ reconciliation, work, setWork }: Omit<BodyProps, 'step' | 'setStep' | 'onDone'>) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AdjustmentValues>();
  const options = useReconciliationOptions();
  const defaults = options.data?.defaultAdjustmentAccounts;
  const matchedLines = new Set(work.matches.map((match) => match.statementIndex));
  const unmatched = reconciliation.statementItems.filter((line) => !matchedLines.has(line.index));
  const add = (values: AdjustmentValues) => {
    const adjustment: Adjustment = { description: values.description.trim(), amount: values.amount, type: values.type, account: values.account ?? defaults?.[values.type] ?? null };
    setWork({ ...work, adjustments: [...work.adjustments, adjustment] });
    form.resetFields();
    message.success('Adjustment added successfully!');
  };
  const prefill = (line: (typeof unmatched)[number]) => {
    const type = line.amount < 0 ? 'Deduction' : 'Addition';
    form.setFieldsValue({ description: line.description || (type === 'Deduction' ? 'Bank charges' : 'Interest'), amount: Math.abs(line.amount), type, account: defaults?.[type] ?? undefined });
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {unmatched.length > 0 && (
        <Card size="small" title="Statement lines not matched (bank charges, interest…)">
          <List
            size="small"
            dataSource={unmatched}
            renderItem={(line) => (
              <List.Item actions={[<Button key="use" size="small" onClick={() => prefill(line)} data-testid={`adjust-line-${line.index}`}>Use as adjustment</Button>]}>
                {`${formatDate(line.date)} ${line.description} ${formatTaka(line.amount)}`}
              </List.Item>
            )}
          />
        </Card>
      )}
      <Form form={form} layout="inline" onFinish={add} initialValues={{ type: 'Deduction' }} data-testid="reconciliation-adjustment-form">
        <Form.Item name="description" rules={[{ required: true, whitespace: true, message: 'Please enter description' }]}>
          <Input placeholder="Description" data-testid="adjustment-description" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="amount" rules={[{ required: true, message: 'Please enter amount' }, { type: 'number', min: 0.01, message: 'Amount must be greater than 0' }]}>
          <InputNumber placeholder="Amount" min={0} precision={2} prefix="৳" data-testid="adjustment-amount" style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="type" rules={[{ required: true, message: 'Please select type' }]}>
          <Select data-testid="adjustment-type" style={{ width: 130 }} options={[{ value: 'Deduction', label: 'Deduction' }, { value: 'Addition', label: 'Addition' }]} onChange={(type: 'Addition' | 'Deduction') => form.setFieldValue('account', defaults?.[type] ?? undefined)} />
        </Form.Item>
        <Form.Item name="account">
          <Select
            data-testid="adjustment-account"
            style={{ width: 240 }}
            placeholder="Bank Charges / Other Income"
            showSearch
            optionFilterProp="label"
            options={(options.data?.adjustmentAccounts ?? []).map((account) => ({ value: account._id, label: `${account.code} ${account.name}` }))}
          />
        </Form.Item>
        <Button htmlType="submit" data-testid="adjustment-add">Add Adjustment</Button>
      </Form>
      <Table<Adjustment>
        size="small"
        rowKey={(_, index) => String(index)}
        data-testid="reconciliation-adjustments"
        dataSource={work.adjustments}
        pagination={false}
        locale={{ emptyText: 'No adjustments' }}
        columns={[
          { title: 'Description', dataIndex: 'description', key: 'description' },
          { title: 'Type', dataIndex: 'type', key: 'type', width: 110 },
          { title: 'Account', dataIndex: 'account', key: 'account', width: 220, render: (id: string | null) => { const account = options.data?.adjustmentAccounts.find((candidate) => candidate._id === id); return account ? `${account.code} ${account.name}` : '—'; } },
          { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 130, align: 'right', render: (amount: number) => formatTaka(amount) },
          { title: '', key: 'remove', width: 90, render: (_, __, index) => <Button size="small" danger onClick={() => setWork({ ...work, adjustments: work.adjustments.filter((_adjustment, position) => position !== index) })}>Remove</Button> },
        ]}
      />
    </Space>
  );
}
