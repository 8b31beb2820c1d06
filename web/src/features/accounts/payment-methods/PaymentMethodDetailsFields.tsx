import { Col, Form, Input, Row, Select } from 'antd';
import { CARD_TYPES, MOBILE_PROVIDERS } from '../shared/constants';
import type { PaymentMethodType } from '../shared/types';

/** The server refuses a bank or mobile wallet without its account number (and a bank without its name). */
const ACCOUNT_NUMBER_RULES = [{ required: true, whitespace: true, message: 'Please input the account number!' }];

/** The extra fields a payment method needs for its type (bank account, card network, wallet). */
export function PaymentMethodDetailsFields({ type }: { type: PaymentMethodType | undefined }) {
  if (type === 'Bank') {
    return (
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name={['details', 'bankName']} label="Bank Name" rules={[{ required: true, whitespace: true, message: 'Please input the bank name!' }]}>
            <Input placeholder="e.g. BRAC Bank" data-testid="payment-method-form-bank-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={['details', 'accountNumber']} label="Account Number" rules={ACCOUNT_NUMBER_RULES}>
            <Input data-testid="payment-method-form-account-number" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={['details', 'routingNumber']} label="Routing Number">
            <Input data-testid="payment-method-form-routing-number" />
          </Form.Item>
        </Col>
      </Row>
    );
  }
  if (type === 'Card') {
    return (
      <Form.Item name={['details', 'cardType']} label="Card Type" rules={[{ required: true, message: 'Please select the card type!' }]}>
        <Select
          allowClear
          placeholder="Select card type"
          options={CARD_TYPES.map((cardType) => ({ value: cardType, label: cardType }))}
          data-testid="payment-method-form-card-type"
        />
      </Form.Item>
    );
  }
  if (type === 'Mobile Banking') {
    return (
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name={['details', 'mobileProvider']} label="Mobile Provider" rules={[{ required: true, message: 'Please select the mobile provider!' }]}>
            <Select
              allowClear
              placeholder="Select provider"
              options={MOBILE_PROVIDERS.map((provider) => ({ value: provider, label: provider }))}
              data-testid="payment-method-form-mobile-provider"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={['details', 'accountNumber']} label="Account Number" rules={ACCOUNT_NUMBER_RULES}>
            <Input placeholder="e.g. 01XXXXXXXXX" data-testid="payment-method-form-account-number" />
          </Form.Item>
        </Col>
      </Row>
    );
  }
  return null;
}
