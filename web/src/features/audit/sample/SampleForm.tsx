import { Button, DatePicker, Form, Grid, Input, InputNumber, Select, Space } from 'antd';
import { ReloadOutlined, ExperimentOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { freshSeed, METHOD_LABELS, POPULATION_LABELS, type SampleMethod, type SamplePopulation, type SampleRequest } from './use-audit-sample';

interface SampleFormValues {
  population: SamplePopulation;
  period?: [Dayjs | null, Dayjs | null] | null;
  size: number;
  seed: string;
  method: SampleMethod;
}

const options = <Key extends string>(labels: Record<Key, string>) => (Object.keys(labels) as Key[]).map((value) => ({ value, label: labels[value] }));
const day = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : undefined);

/**
 * What to draw: the population, its dates (empty: all of them), how many, the method, and the seed,
 * prefilled with a random one shown so it can be written down and the draw repeated.
 */
export function SampleForm({ onDraw, drawing }: { onDraw: (request: SampleRequest) => void; drawing: boolean }) {
  const [form] = Form.useForm<SampleFormValues>();
  // A phone stacks the fields full width; a wider screen keeps them on a line.
  const stacked = !Grid.useBreakpoint().md;
  const width = (wide: number) => ({ width: stacked ? '100%' : wide });
  const draw = (values: SampleFormValues) =>
    onDraw({ population: values.population, startDate: day(values.period?.[0]), endDate: day(values.period?.[1]), size: values.size, seed: values.seed.trim(), method: values.method });
  return (
    <Form form={form} layout={stacked ? 'vertical' : 'inline'} onFinish={draw} initialValues={{ population: 'invoices', size: 25, seed: freshSeed(), method: 'random' }} data-testid="audit-sample-form" style={{ rowGap: 12 }}>
      <Form.Item name="population" label="Population" rules={[{ required: true }]}>
        <Select options={options(POPULATION_LABELS)} style={width(250)} data-testid="audit-sample-population" />
      </Form.Item>
      <Form.Item name="period" label="Dates">
        <DatePicker.RangePicker allowEmpty={[true, true]} style={stacked ? { width: '100%' } : undefined} data-testid="audit-sample-dates" />
      </Form.Item>
      <Form.Item name="size" label="Size" rules={[{ required: true, message: 'How many to draw' }]}>
        <InputNumber min={1} max={500} precision={0} style={{ width: 90 }} data-testid="audit-sample-size" />
      </Form.Item>
      <Form.Item name="method" label="Method" rules={[{ required: true }]}>
        <Select options={options(METHOD_LABELS)} style={width(320)} data-testid="audit-sample-method" />
      </Form.Item>
      <Form.Item label="Seed" required>
        <Space.Compact>
          <Form.Item name="seed" noStyle rules={[{ required: true, whitespace: true, message: 'A seed' }, { max: 64, message: 'At most 64 characters' }]}>
            <Input style={{ width: 160 }} data-testid="audit-sample-seed" />
          </Form.Item>
          <Button icon={<ReloadOutlined />} onClick={() => form.setFieldValue('seed', freshSeed())} title="A new random seed" data-testid="audit-sample-new-seed" />
        </Space.Compact>
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<ExperimentOutlined />} loading={drawing} data-testid="audit-sample-draw">
          Draw Sample
        </Button>
      </Form.Item>
    </Form>
  );
}
