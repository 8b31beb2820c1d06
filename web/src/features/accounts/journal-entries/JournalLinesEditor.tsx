import { Button, Col, Flex, Form, Input, Row, Select, Typography, type FormInstance } from 'antd';
import { CheckCircleFilled, ExclamationCircleFilled, PlusOutlined } from '@ant-design/icons';
import { RemoveRowButton } from '../../../shared/components/RemoveRowButton';
import { formatTaka } from '../../../shared/format/taka';
import { TakaInput } from '../../../shared/inputs/TakaInput';
import { emptyLine, isBlankLine, journalTotals, MAX_LINE_DESCRIPTION_LENGTH, type JournalEntryFormValues, type JournalLineValues } from './journal-form';

interface AccountOption {
  value: string;
  label: string;
}

interface JournalLinesEditorProps {
  form: FormInstance<JournalEntryFormValues>;
  accountOptions: AccountOption[];
  accountsLoading: boolean;
}

const amountInputProps = { min: 0, controls: false, placeholder: '0.00' } as const;

/** The entry's lines: account, description, debit or credit; with live totals and the balance check. */
export function JournalLinesEditor({ form, accountOptions, accountsLoading }: JournalLinesEditorProps) {
  const lines = Form.useWatch('lines', form) as (JournalLineValues | undefined)[] | undefined;
  const totals = journalTotals(lines);

  const lineIsBlank = (name: number) => isBlankLine(form.getFieldValue(['lines', name]) as JournalLineValues | undefined);

  return (
    // On a narrow screen the lines keep their columns and scroll sideways inside the modal.
    <div className="journal-lines-scroll">
    <div className="journal-lines">
      <Row gutter={8} className="journal-lines-head">
        <Col span={1}>#</Col>
        <Col span={8}>Account</Col>
        <Col span={6}>Line description</Col>
        <Col span={4} className="journal-amount-head">
          Debit
        </Col>
        <Col span={4} className="journal-amount-head">
          Credit
        </Col>
        <Col span={1} />
      </Row>
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <>
            {fields.map(({ key, name }, index) => (
              <Row gutter={8} key={key} align="top" data-testid={`journal-line-${index}`}>
                <Col span={1}>
                  <Typography.Text type="secondary" className="journal-line-number">
                    {index + 1}
                  </Typography.Text>
                </Col>
                <Col span={8}>
                  <Form.Item
                    name={[name, 'account']}
                    dependencies={[['lines', name, 'debit'], ['lines', name, 'credit']]}
                    rules={[
                      {
                        validator: (_, value) => (value || lineIsBlank(name) ? Promise.resolve() : Promise.reject(new Error('Please select account'))),
                      },
                    ]}
                  >
                    <Select
                      showSearch
                      allowClear
                      virtual={false}
                      optionFilterProp="label"
                      placeholder="Select account"
                      loading={accountsLoading}
                      options={accountOptions}
                      popupMatchSelectWidth={false}
                      // Every line offers the same accounts: no closing animation, so only the open list is on screen.
                      transitionName=""
                      classNames={{ popup: { root: `journal-line-${index}-account-dropdown` } }}
                      data-testid={`journal-line-${index}-account`}
                    />
                  </Form.Item>
                </Col>
                <Col span={6}>
                  <Form.Item name={[name, 'description']}>
                    <Input placeholder="Optional" maxLength={MAX_LINE_DESCRIPTION_LENGTH} data-testid={`journal-line-${index}-description`} />
                  </Form.Item>
                </Col>
                <Col span={4}>
                  <Form.Item
                    name={[name, 'debit']}
                    dependencies={[['lines', name, 'credit'], ['lines', name, 'account']]}
                    rules={[
                      {
                        validator: (_, value: number | null) => {
                          const credit = form.getFieldValue(['lines', name, 'credit']) as number | null;
                          if (lineIsBlank(name) || (value ?? 0) > 0 || (credit ?? 0) > 0) return Promise.resolve();
                          return Promise.reject(new Error('Enter a debit or a credit above zero'));
                        },
                      },
                    ]}
                  >
                    <TakaInput
                      {...amountInputProps}
                      onChange={(value) => {
                        // A line carries one side only: a debit clears the credit.
                        if (typeof value === 'number' && value > 0) form.setFieldValue(['lines', name, 'credit'], null);
                      }}
                      data-testid={`journal-line-${index}-debit`}
                    />
                  </Form.Item>
                </Col>
                <Col span={4}>
                  <Form.Item name={[name, 'credit']}>
                    <TakaInput
                      {...amountInputProps}
                      onChange={(value) => {
                        if (typeof value === 'number' && value > 0) form.setFieldValue(['lines', name, 'debit'], null);
                      }}
                      data-testid={`journal-line-${index}-credit`}
                    />
                  </Form.Item>
                </Col>
                <Col span={1}>
                  <RemoveRowButton
                    title="Remove line"
                    blocked={fields.length <= 2}
                    blockedTitle="An entry needs at least two lines"
                    onRemove={() => remove(name)}
                    label={`Remove line ${index + 1}`}
                    testId={`remove-journal-line-${index}`}
                  />
                </Col>
              </Row>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(emptyLine())} block data-testid="add-journal-line">
              Add Line
            </Button>
          </>
        )}
      </Form.List>
      <Row gutter={8} className="journal-totals-row">
        <Col span={15}>
          <Typography.Text strong>Totals</Typography.Text>
        </Col>
        <Col span={4} className="journal-amount-cell">
          <Typography.Text strong data-testid="journal-total-debit">
            {formatTaka(totals.debit)}
          </Typography.Text>
        </Col>
        <Col span={4} className="journal-amount-cell">
          <Typography.Text strong data-testid="journal-total-credit">
            {formatTaka(totals.credit)}
          </Typography.Text>
        </Col>
        <Col span={1} />
      </Row>
      <BalanceStatus difference={totals.difference} balanced={totals.balanced} completeLines={totals.completeLines} />
    </div>
    </div>
  );
}

function BalanceStatus(props: { difference: number; balanced: boolean; completeLines: number }) {
  const { balanced, completeLines } = props;
  const difference = formatTaka(Math.abs(props.difference));
  let tone: 'success' | 'warning' | 'danger' = 'success';
  let text = `Balanced · difference ${difference}`;
  if (!balanced) {
    tone = 'danger';
    text = `Total debits must equal total credits · difference ${difference}`;
  } else if (completeLines < 2) {
    tone = 'warning';
    text = `At least two journal lines are required · difference ${difference}`;
  }
  return (
    <Flex justify="flex-end" className="journal-balance-status">
      <Typography.Text type={tone} data-testid="journal-balance-status" data-balanced={balanced && completeLines >= 2 ? 'true' : 'false'}>
        {tone === 'success' ? <CheckCircleFilled /> : <ExclamationCircleFilled />} {text}
      </Typography.Text>
    </Flex>
  );
}
