import { useMemo } from 'react';
import { Divider, Form } from 'antd';
import { useProductOptions } from '../../inventory/purchases/purchasing-options';
import { invoiceSums, lineTotalOf } from './invoice-form';
import { InvoiceFormFrame } from './InvoiceFormFrame';
import { InvoicePrintModal } from './InvoicePrintModal';
import { INVOICE_TEXTS } from './invoice-texts';
import { emptyProductLine, ProductLinesEditor, type ProductLineValues } from './ProductLinesEditor';
import { useInvoiceCreation, useInvoiceFormPage, type InvoiceFormValues } from './use-invoice-creation';
import { invoiceRoutes } from './use-invoices';

interface ProductInvoiceValues extends InvoiceFormValues {
  items: ProductLineValues[];
}

/**
 * Create product invoice (spec §2, §5): spare parts and accessories within their stock, split
 * payments, 'Add New Customer'; the invoice preview opens after creation and the form starts over.
 */
export function ProductInvoicePage() {
  const page = useInvoiceFormPage<ProductInvoiceValues>(() => ({ items: [emptyProductLine()] }), () => invoiceRoutes.products());
  const { form, booking, methods } = page;
  const allProducts = useProductOptions();
  const products = useMemo(() => (allProducts.data ?? []).filter((product) => product.type !== 'Motorcycle'), [allProducts.data]);

  const values = Form.useWatch([], form) as Partial<ProductInvoiceValues> | undefined;
  const sums = invoiceSums({
    lineTotals: (values?.items ?? []).map((line) => lineTotalOf(line?.quantity, line?.unitPrice)),
    shippingCharge: values?.shippingCharge,
    discountType: values?.discountType,
    discountValue: values?.discountValue,
    payments: values?.payments,
    bookingAmount: booking.bookingAmount,
  });

  const creation = useInvoiceCreation<ProductInvoiceValues>({
    form,
    invoiceType: 'Accessories & Spare Parts',
    booking,
    bookingMoneyMethodId: methods.bookingMoneyMethodId,
    items: (submitted) =>
      submitted.items.map((line) => {
        const product = products.find((candidate) => candidate._id === line.product);
        return { key: line.product, product: line.product, name: product?.name, type: product?.type, quantity: line.quantity, unitPrice: line.unitPrice };
      }),
    itemField: (index, field) => ['items', index, field === 'key' ? 'product' : field],
    onCreated: page.onCreated,
  });

  return (
    <>
      <InvoiceFormFrame<ProductInvoiceValues>
        title="Create Product Invoice"
        subtitle="Sell spare parts and accessories from stock, with split payments."
        form={form}
        initialValues={page.defaults()}
        submitOnce={creation.submitOnce}
        booking={booking}
        methods={methods}
        sums={sums}
        lines={
          <>
            <Divider orientation="left" plain>
              Products
            </Divider>
            <ProductLinesEditor products={products} loading={allProducts.isLoading} />
          </>
        }
        requiredCustomerMessage={INVOICE_TEXTS.productsRequired}
        formError={creation.formError}
        onCancel={() => page.navigate(invoiceRoutes.list)}
        testId="product-invoice"
      />
      <InvoicePrintModal invoice={page.created} onClose={page.closeCreated} papers={['invoice']} title="Invoice Preview" testId="invoice-preview" />
    </>
  );
}
