import { useEffect } from 'react';
import { Col, Form, Input, Row, Typography, type FormInstance } from 'antd';
import { emptyUnit, MAX_UNITS_PER_LINE } from './purchase-form';
import type { PurchaseFormValues, PurchaseItemValues, UnitValues } from './purchase-types';

const normalized = (text: string | undefined) => (text ?? '').trim().toUpperCase();

/** How many units of the whole purchase carry this chassis (or engine) number. */
function occurrences(form: FormInstance<PurchaseFormValues>, field: 'chassisNo' | 'engineNo', value: string): number {
  const items = (form.getFieldValue('items') ?? []) as PurchaseItemValues[];
  return items.flatMap((item) => item?.units ?? []).filter((unit) => normalized(unit?.[field]) === value).length;
}

function uniqueOnPurchase(form: FormInstance<PurchaseFormValues>, field: 'chassisNo' | 'engineNo', label: string) {
  return {
    validator: (_: unknown, value: string | undefined) => {
      const number = normalized(value);
      if (!number || occurrences(form, field, number) <= 1) return Promise.resolve();
      return Promise.reject(new Error(`${label} ${number} appears twice on this purchase`));
    },
  };
}

/**
 * A Motorcycle line's units: one row per quantity, each with its chassis number, engine number and
 * colour. Receiving the purchase registers them. Changing the quantity adds or drops rows at the end.
 */
export function MotorcycleUnitsEditor({ name, lineIndex }: { name: number; lineIndex: number }) {
  const form = Form.useFormInstance<PurchaseFormValues>();
  const quantity = Form.useWatch(['items', name, 'quantity'], form) as number | null | undefined;

  useEffect(() => {
    const wanted = typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0 ? Math.min(quantity, MAX_UNITS_PER_LINE) : 0;
    const units = (form.getFieldValue(['items', name, 'units']) ?? []) as UnitValues[];
    if (units.length === wanted) return;
    const next = wanted > units.length ? [...units, ...Array.from({ length: wanted - units.length }, emptyUnit)] : units.slice(0, wanted);
    form.setFieldValue(['items', name, 'units'], next);
  }, [quantity, name, form]);

  return (
    <div className="purchase-units" data-testid={`purchase-line-${lineIndex}-units`}>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        Each unit&apos;s chassis number, engine number and colour (one row per quantity)
      </Typography.Text>
      <Form.List
        name={[name, 'units']}
        rules={[
          {
            validator: async (_, units: UnitValues[] | undefined) => {
              const count = form.getFieldValue(['items', name, 'quantity']) as number | undefined;
              if (count && (units?.length ?? 0) !== count) throw new Error(`Enter the chassis number, engine number and colour of each of the ${count} units`);
            },
          },
        ]}
      >
        {(fields, _operations, { errors }) => (
          <>
            {fields.map(({ key, name: unitName }, unitIndex) => (
              <Row gutter={8} key={key} align="top" data-testid={`purchase-line-${lineIndex}-unit-${unitIndex}`}>
                <Col xs={24} sm={2}>
                  <Typography.Text type="secondary" className="purchase-unit-number">
                    #{unitIndex + 1}
                  </Typography.Text>
                </Col>
                <Col xs={24} sm={9}>
                  <Form.Item
                    name={[unitName, 'chassisNo']}
                    rules={[{ required: true, whitespace: true, message: 'Please enter chassis number!' }, uniqueOnPurchase(form, 'chassisNo', 'Chassis number')]}
                  >
                    <Input placeholder="Chassis number" maxLength={50} data-testid={`purchase-line-${lineIndex}-unit-${unitIndex}-chassis`} />
                  </Form.Item>
                </Col>
                <Col xs={14} sm={8}>
                  <Form.Item
                    name={[unitName, 'engineNo']}
                    rules={[{ required: true, whitespace: true, message: 'Please enter engine number!' }, uniqueOnPurchase(form, 'engineNo', 'Engine number')]}
                  >
                    <Input placeholder="Engine number" maxLength={50} data-testid={`purchase-line-${lineIndex}-unit-${unitIndex}-engine`} />
                  </Form.Item>
                </Col>
                <Col xs={10} sm={5}>
                  <Form.Item name={[unitName, 'color']} rules={[{ required: true, whitespace: true, message: 'Please enter color!' }]}>
                    <Input placeholder="Colour" maxLength={50} data-testid={`purchase-line-${lineIndex}-unit-${unitIndex}-color`} />
                  </Form.Item>
                </Col>
              </Row>
            ))}
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </div>
  );
}
