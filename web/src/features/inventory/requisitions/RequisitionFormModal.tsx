import { Alert, Button, Col, Form, Input, InputNumber, Row } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { RemoveRowButton } from '../../../shared/components/RemoveRowButton';
import { SearchSelect } from '../../../shared/components/SearchSelect';
import { CrudFormModal, type CrudModalProps } from '../../../shared/list';
import { productSelectOptions, useProductOptions } from '../products/product-options';
import { SupplierSelectField } from '../purchases/SupplierSelectField';
import { emptyRequisitionLine, type Requisition, type RequisitionFormValues } from './use-requisitions';

/** Create or edit a requisition: the supplier, notes and the products wanted with their quantities. */
export function RequisitionFormModal(props: CrudModalProps<RequisitionFormValues, Requisition>) {
  const { editing } = props.modal;
  const products = useProductOptions();
  const productOptions = productSelectOptions(products.data, (editing?.products ?? []).flatMap((line) => (line.product ? [line.product] : [])));

  return (
    <CrudFormModal {...props} title="Requisition" testId="requisition-form" width={640}>
      {products.isError && <Alert type="error" showIcon message="Failed to fetch products. Please try again." style={{ marginBottom: 16 }} />}
      <SupplierSelectField current={editing?.supplier} testId="requisition-form-supplier" />
      <Form.List name="products">
        {(fields, { add, remove }) => (
          <>
            {fields.map(({ key, name }, index) => (
              <Row gutter={8} key={key} wrap={false} data-testid={`requisition-line-${index}`}>
                <Col flex="auto" style={{ minWidth: 0 }}>
                  <Form.Item name={[name, 'product']} label={index === 0 ? 'Product' : undefined} rules={[{ required: true, message: 'Please select a product!' }]}>
                    <SearchSelect
                      placeholder="Select a product"
                      loading={products.isLoading}
                      options={productOptions}
                      popupMatchSelectWidth={false}
                      transitionName=""
                      data-testid={`requisition-line-${index}-product`}
                    />
                  </Form.Item>
                </Col>
                <Col flex="96px">
                  <Form.Item name={[name, 'quantity']} label={index === 0 ? 'Quantity' : undefined} rules={[{ required: true, message: 'Please enter quantity!' }]}>
                    <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid={`requisition-line-${index}-quantity`} />
                  </Form.Item>
                </Col>
                <Col flex="32px" style={{ paddingTop: index === 0 ? 30 : 0 }}>
                  <RemoveRowButton
                    title="Remove product"
                    blocked={fields.length <= 1}
                    blockedTitle="A requisition needs a product"
                    onRemove={() => remove(name)}
                    label={`Remove product ${index + 1}`}
                    testId={`remove-requisition-line-${index}`}
                  />
                </Col>
              </Row>
            ))}
            <Form.Item>
              <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(emptyRequisitionLine())} data-testid="add-requisition-line">
                Add Product
              </Button>
            </Form.Item>
          </>
        )}
      </Form.List>
      <Form.Item name="notes" label="Notes">
        <Input.TextArea rows={2} maxLength={1000} placeholder="e.g. Needed before Eid" data-testid="requisition-form-notes" />
      </Form.Item>
    </CrudFormModal>
  );
}
