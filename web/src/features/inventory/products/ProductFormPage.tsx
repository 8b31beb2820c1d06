import { useEffect } from 'react';
import { Alert, App, Button, Card, Flex, Form } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError, serverMessageOr } from '../../../shared/api/api-error';
import { ContentSpinner } from '../../../shared/components/FullScreenSpinner';
import { PageHeader } from '../../../shared/components/PageHeader';
import { fillForm, useServerFormErrors, useSubmitOnce } from '../../../shared/list';
import { useUnsavedChangesGuard } from '../../../shared/leave-guard/use-unsaved-changes-guard';
import { NEW_PRODUCT_VALUES, toProductBody, toProductFormValues, type ProductFormValues } from './product-form';
import { INVENTORY_BREADCRUMB, PRODUCTS_ROUTE, productRoutes, SALE_BELOW_COST } from './product-rules';
import { ProductFormFields } from './ProductFormFields';
import { ProductLoadFailure } from './ProductNotFound';
import { LowStockRemaining, ProductSummaryCards } from './ProductSummaryCards';
import { useProduct, useSaveProduct } from './use-products';
import { useReorderDefaultsPrefill } from './use-reorder-defaults';

/** /products/add and /products/update/:id: one form; editing adds the summary cards and Manage Stock. */
export function ProductFormPage() {
  const { id } = useParams<{ id: string }>();
  const isEditing = Boolean(id);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<ProductFormValues>();
  const { formError, showServerErrors, clearFormError } = useServerFormErrors(form);
  const product = useProduct(id);
  const save = useSaveProduct(id);
  const leaveGuard = useUnsavedChangesGuard(() => form.isFieldsTouched());
  const salePrice = Form.useWatch('salePrice', form);
  const cost = Form.useWatch('cost', form);
  useReorderDefaultsPrefill(form, isEditing);

  useEffect(() => {
    // Filled untouched: only what the user then types asks before leaving.
    if (product.data) fillForm(form, toProductFormValues(product.data));
  }, [product.data, form]);

  const showErrors = (error: unknown) => {
    // The rule can come as a message alone (409): it belongs on the sale price field.
    if (error instanceof ApiError && error.message.includes(SALE_BELOW_COST) && Object.keys(error.fieldErrors).length === 0) {
      clearFormError();
      form.setFields([{ name: 'salePrice', errors: [SALE_BELOW_COST] }]);
      return;
    }
    showServerErrors(error);
  };

  // A success leaves the page: the lock taken by the first click is never released after one.
  const submitOnce = useSubmitOnce((values: ProductFormValues) => {
    clearFormError();
    return save.mutateAsync(toProductBody(values, isEditing), {
      onSuccess: (result) => {
        message.success(result.message ?? (isEditing ? 'Product updated successfully' : 'Product created successfully'));
        leaveGuard.leaveFreely();
        navigate(PRODUCTS_ROUTE);
      },
      onError: (error) => {
        message.error(serverMessageOr(error, isEditing ? 'Failed to update product.' : 'Failed to add product.'));
        showErrors(error);
      },
    });
  });

  const title = isEditing ? 'Edit Product' : 'Add Product';
  const header = <PageHeader title={title} breadcrumb={INVENTORY_BREADCRUMB} subtitle={isEditing ? product.data && `${product.data.name} · ${product.data.model}` : 'A motorcycle model, spare part or accessory.'} />;

  if (isEditing && product.isLoading) return (<>{header}<ContentSpinner /></>);
  if (isEditing && (product.error || !product.data)) {
    return (
      <>
        {header}
        <ProductLoadFailure error={product.error} notFoundText="Product Not Found" onRetry={() => product.refetch()} />
      </>
    );
  }

  return (
    <>
      {header}
      {product.data && (
        <>
          <ProductSummaryCards product={product.data} prices={{ salePrice, cost }} />
          <LowStockRemaining product={product.data} />
        </>
      )}
      <Card>
        {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 16 }} data-testid="product-form-error" />}
        <Form<ProductFormValues>
          form={form}
          layout="vertical"
          initialValues={isEditing ? undefined : NEW_PRODUCT_VALUES}
          {...submitOnce.formProps}
          disabled={save.isPending || submitOnce.locked}
          data-testid="product-form"
        >
          <ProductFormFields form={form} product={product.data ?? null} />
          <Flex justify="flex-end" gap={8} wrap="wrap">
            <Button onClick={() => navigate(PRODUCTS_ROUTE)} disabled={false} data-testid="product-form-cancel">
              Cancel
            </Button>
            {id && (
              <Button onClick={() => navigate(productRoutes.stock(id))} disabled={false} data-testid="product-form-manage-stock">
                Manage Stock
              </Button>
            )}
            <Button type="primary" htmlType="submit" loading={save.isPending || submitOnce.locked} data-testid="product-form-submit">
              {isEditing ? 'Update Product' : 'Add Product'}
            </Button>
          </Flex>
        </Form>
      </Card>
    </>
  );
}
