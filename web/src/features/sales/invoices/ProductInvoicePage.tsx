import { useMemo } from 'react';
import { Divider, Form } from 'antd';
import { useProductOptions } from '../../inventory/products/product-options';
import { lineTotalOf } from './invoice-form';
import { InvoiceFormFrame } from './InvoiceFormFrame';
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
  const page = useInvoiceFormPage<ProductInvoiceValues>(() => ({ items: [emptyProductLine()] }), () => invoiceRoutes.products(), { name: 'products' });
  const { form, booking, methods } = page;
  const allProducts = useProductOptions();
  const products = useMemo(() => (allProducts.data ?? []).filter((product) => product.type !== 'Motorcycle'), [allProducts.data]);

  const values = Form.useWatch([], form) as Partial<ProductInvoiceValues> | undefined;

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
    <InvoiceFormFrame<ProductInvoiceValues>
      title="Create Product Invoice"
      subtitle="Sell spare parts and accessories from stock, with split payments."
      page={page}
      creation={creation}
      lineTotals={(values?.items ?? []).map((line) => lineTotalOf(line?.quantity, line?.unitPrice))}
      lineProducts={(values?.items ?? []).map((line) => products.find((candidate) => candidate._id === line?.product))}
      lines={
        <>
          <Divider orientation="left" plain>
            Products
          </Divider>
          <ProductLinesEditor products={products} loading={allProducts.isLoading} />
        </>
      }
      requiredCustomerMessage={INVOICE_TEXTS.productsRequired}
      testId="product-invoice"
      print={{ papers: ['invoice'], title: 'Invoice Preview', testId: 'invoice-preview' }}
    />
  );
}
