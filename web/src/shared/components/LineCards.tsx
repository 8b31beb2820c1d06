import type { ReactNode } from 'react';
import { Card, Flex, Form, Typography, type FormInstance } from 'antd';
import { formatTaka } from '../format/taka';
import { RemoveRowButton } from './RemoveRowButton';

type AddLine = (line?: unknown) => void;

interface LineCardsListProps {
  /** Shown under the lines when the form is sent with none. */
  emptyMessage: string;
  renderLine: (line: { key: number; name: number; index: number; remove: () => void }) => ReactNode;
  renderAdd: (add: AddLine) => ReactNode;
}

/** The `items` of a form as one card a line (purchase items, invoice products), at least one. */
export function LineCardsList({ emptyMessage, renderLine, renderAdd }: LineCardsListProps) {
  return (
    <Form.List
      name="items"
      rules={[
        {
          validator: async (_, items: unknown[] | undefined) => {
            if (!items || items.length === 0) throw new Error(emptyMessage);
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map(({ key, name }, index) => renderLine({ key, name, index, remove: () => remove(name) }))}
          <Form.ErrorList errors={errors} />
          {renderAdd(add)}
        </>
      )}
    </Form.List>
  );
}

interface LineCardProps {
  /** 'Item' or 'Product': the card says "Item 2", its bin "Remove item 2". */
  noun: string;
  index: number;
  onRemove: () => void;
  testId: string;
  removeTestId: string;
  children: ReactNode;
}

export function LineCard({ noun, index, onRemove, testId, removeTestId, children }: LineCardProps) {
  const lower = noun.toLowerCase();
  return (
    <Card
      size="small"
      title={`${noun} ${index + 1}`}
      style={{ marginBottom: 12 }}
      extra={<RemoveRowButton title={`Remove ${lower}`} label={`Remove ${lower} ${index + 1}`} onRemove={onRemove} testId={removeTestId} />}
      data-testid={testId}
    >
      {children}
    </Card>
  );
}

/** A product may stand on one line only: a later line naming it again is refused. */
export const productOnceRule = (form: FormInstance, index: number) => ({
  validator: (_: unknown, value: string | undefined) => {
    const lines = (form.getFieldValue('items') ?? []) as ({ product?: string } | undefined)[];
    const first = lines.findIndex((other) => other?.product === value);
    return value && first !== -1 && first < index ? Promise.reject(new Error(`This product is already on line ${first + 1}`)) : Promise.resolve();
  },
});

/** The line's total, read-only, level with the inputs beside it. */
export function LineTotal({ amount, testId }: { amount: number; testId: string }) {
  return (
    <Form.Item label="Line Total">
      <Flex align="center" style={{ minHeight: 32 }}>
        <Typography.Text strong data-testid={testId}>
          {formatTaka(amount)}
        </Typography.Text>
      </Flex>
    </Form.Item>
  );
}
