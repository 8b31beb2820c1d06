import { useEffect, useMemo, useRef } from 'react';
import { Col, Descriptions, Form, Row, Tag } from 'antd';
import { SearchSelect } from '../../../shared/components/SearchSelect';
import { TakaInput } from '../../../shared/inputs/TakaInput';
import type { Motorcycle } from '../../inventory/motorcycles/motorcycle-types';
import { productLabel, useProductOptions } from '../../inventory/products/product-options';
import { InvoiceFormFrame } from './InvoiceFormFrame';
import { INVOICE_TEXTS } from './invoice-texts';
import type { BookingForInvoice } from './use-invoice-booking';
import { useInvoiceCreation, useInvoiceFormPage, type InvoiceFormValues } from './use-invoice-creation';
import { invoiceRoutes, useAvailableMotorcycles } from './use-invoices';

interface MotorcycleInvoiceValues extends InvoiceFormValues {
  motorcycleId?: string;
  unitPrice?: number | null;
}

/** A unit as the picker shows it. */
interface UnitChoice {
  _id: string;
  productId: string | null;
  productName: string;
  productModel: string;
  color: string;
  chassisNo: string;
  engineNo: string;
  status: string;
  yearOfManufacture?: number | null;
}

const unitOf = (unit: Motorcycle): UnitChoice => ({
  _id: unit._id,
  productId: unit.productId?._id ?? null,
  productName: unit.productId?.name ?? 'Unknown product',
  productModel: unit.productId?.model ?? '',
  color: unit.color,
  chassisNo: unit.chassisNo,
  engineNo: unit.engineNo,
  status: unit.status,
  yearOfManufacture: unit.yearOfManufacture,
});

/** The unit a booking reserved: it may be sold on this invoice although it is not Available. */
function reservedUnitOf(booking: BookingForInvoice | null): UnitChoice | null {
  const unit = booking?.motorcycle;
  if (!unit || unit.status !== 'Reserved') return null;
  return { _id: unit._id, productId: null, productName: unit.product?.name ?? 'Reserved motorcycle', productModel: unit.product?.model ?? '', color: unit.color, chassisNo: unit.chassisNo, engineNo: unit.engineNo, status: unit.status };
}

const unitLabel = (unit: UnitChoice) => `${productLabel({ name: unit.productName, model: unit.productModel })} · ${unit.color || '—'} · ${unit.chassisNo} / ${unit.engineNo}`;

/**
 * Create motorcycle invoice (spec §2, §4, §5): one unit from the register, only an Available one
 * (or the one the booking reserved), at the product's sale price unless changed; the print-options
 * modal (Invoice or Delivery Chalan) opens after creation and the form starts over.
 */
export function MotorcycleInvoicePage() {
  // The unit whose product's price the form took: a restored draft keeps its own price.
  const pricedUnit = useRef<string | undefined>(undefined);
  const page = useInvoiceFormPage<MotorcycleInvoiceValues>(() => ({}), () => invoiceRoutes.motorcycle(), {
    name: 'motorcycle',
    onRestored: (restored) => {
      pricedUnit.current = typeof restored.motorcycleId === 'string' ? restored.motorcycleId : undefined;
    },
  });
  const { form, booking, methods } = page;
  const available = useAvailableMotorcycles();
  const products = useProductOptions('Motorcycle');

  const reserved = reservedUnitOf(booking.booking);
  const units = useMemo(() => {
    const choices = (available.data ?? []).map(unitOf);
    if (reserved && !choices.some((unit) => unit._id === reserved._id)) choices.unshift(reserved);
    return choices;
  }, [available.data, reserved?._id]);

  const values = Form.useWatch([], form) as Partial<MotorcycleInvoiceValues> | undefined;
  const unit = units.find((candidate) => candidate._id === values?.motorcycleId) ?? null;

  // A booking that reserved a unit brings it in.
  useEffect(() => {
    if (reserved && booking.applicable && !form.getFieldValue('motorcycleId')) form.setFieldValue('motorcycleId', reserved._id);
  }, [reserved?._id, booking.applicable]);

  // A picked unit brings its product's sale price, once, as soon as the products are known.
  useEffect(() => {
    const picked = values?.motorcycleId;
    if (!picked || picked === pricedUnit.current || !products.data) return;
    const choice = units.find((candidate) => candidate._id === picked);
    const product = products.data.find((candidate) => (choice?.productId ? candidate._id === choice.productId : candidate.name === choice?.productName));
    pricedUnit.current = picked;
    if (product && product.salePrice > 0) form.setFieldValue('unitPrice', product.salePrice);
  }, [values?.motorcycleId, products.data, units]);

  const creation = useInvoiceCreation<MotorcycleInvoiceValues>({
    form,
    invoiceType: 'Motorcycle',
    booking,
    bookingMoneyMethodId: methods.bookingMoneyMethodId,
    items: (submitted) => {
      const sold = units.find((candidate) => candidate._id === submitted.motorcycleId);
      return [
        {
          key: submitted.motorcycleId,
          motorcycleId: submitted.motorcycleId,
          name: sold?.productName,
          chassisNo: sold?.chassisNo,
          engineNo: sold?.engineNo,
          type: 'Motorcycle',
          quantity: 1,
          unitPrice: submitted.unitPrice,
          total: submitted.unitPrice,
        },
      ];
    },
    itemField: (_, field) => (field === 'unitPrice' || field === 'total' ? ['unitPrice'] : ['motorcycleId']),
    onCreated: page.onCreated,
  });

  const lines = (
    <>
      <Row gutter={12}>
        <Col xs={24} md={16}>
          <Form.Item name="motorcycleId" label="Motorcycle" rules={[{ required: true, message: INVOICE_TEXTS.motorcycleRequired }]} extra="Only Available motorcycles can be sold.">
            <SearchSelect
              placeholder="Search by product, chassis or engine number"
              loading={available.isLoading}
              options={units.map((choice) => ({ value: choice._id, label: unitLabel(choice) }))}
              disabled={Boolean(reserved && booking.applicable)}
              popupMatchSelectWidth={false}
              transitionName=""
              notFoundContent="No Available motorcycle"
              data-testid="motorcycle-invoice-unit"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="unitPrice"
            label="Sale Price"
            rules={[
              { required: true, message: 'Please enter a price!' },
              { type: 'number', min: 0.01, message: 'Price must be greater than 0!' },
            ]}
          >
            <TakaInput min={0} prefix="৳" placeholder="0.00" data-testid="motorcycle-invoice-price" />
          </Form.Item>
        </Col>
      </Row>
      {unit && (
        <Descriptions size="small" bordered column={{ xs: 1, sm: 2, md: 4 }} className="invoice-unit-facts" data-testid="motorcycle-invoice-unit-details">
          <Descriptions.Item label="Product">{productLabel({ name: unit.productName, model: unit.productModel })}</Descriptions.Item>
          <Descriptions.Item label="Colour">{unit.color || '—'}</Descriptions.Item>
          <Descriptions.Item label="Chassis No">{unit.chassisNo}</Descriptions.Item>
          <Descriptions.Item label="Engine No">{unit.engineNo}</Descriptions.Item>
          <Descriptions.Item label="Status">
            <Tag color={unit.status === 'Reserved' ? 'orange' : 'green'}>{unit.status}</Tag>
          </Descriptions.Item>
          {unit.yearOfManufacture ? <Descriptions.Item label="Year">{unit.yearOfManufacture}</Descriptions.Item> : null}
        </Descriptions>
      )}
    </>
  );

  return (
    <InvoiceFormFrame<MotorcycleInvoiceValues>
      title="Create Motorcycle Invoice"
      subtitle="Sell one motorcycle from the register, with split payments."
      page={page}
      creation={creation}
      lineTotals={unit && typeof values?.unitPrice === 'number' ? [values.unitPrice] : []}
      lineProducts={[products.data?.find((candidate) => candidate._id === unit?.productId)]}
      lines={lines}
      requiredCustomerMessage={INVOICE_TEXTS.motorcycleRequired}
      testId="motorcycle-invoice"
      print={{ papers: ['invoice', 'chalan'], title: 'Print Options', testId: 'print-options' }}
    />
  );
}
