import { Card, Col, Row, Typography } from 'antd';
import { AppstoreOutlined, CarOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../shared/components/PageHeader';
import { BookingAppliedNote } from './BookingAppliedNote';
import { SALES_BREADCRUMB } from './invoice-texts';
import './invoices.css';
import { useInvoiceBooking } from './use-invoice-booking';
import { invoiceRoutes } from './use-invoices';

const CHOICES = [
  {
    key: 'motorcycle',
    title: 'Motorcycle',
    text: 'Sell one motorcycle from the register, with its chassis and engine numbers, and print the delivery challan.',
    icon: <CarOutlined />,
    to: invoiceRoutes.motorcycle,
  },
  {
    key: 'products',
    title: 'Products',
    text: 'Sell spare parts and accessories from stock.',
    icon: <AppstoreOutlined />,
    to: invoiceRoutes.products,
  },
];

/** Select invoice type (spec §2): Motorcycle or Products, carrying a `bookingId` over. */
export function SelectInvoiceTypePage() {
  const navigate = useNavigate();
  const booking = useInvoiceBooking();
  return (
    <>
      <PageHeader title="Create Invoice" subtitle="Choose what this invoice sells." breadcrumb={[...SALES_BREADCRUMB, { title: 'Invoices', path: invoiceRoutes.list }]} />
      <BookingAppliedNote booking={booking} />
      <Row gutter={[16, 16]}>
        {CHOICES.map((choice) => (
          <Col key={choice.key} xs={24} md={12}>
            <Card
              hoverable
              role="button"
              tabIndex={0}
              onClick={() => navigate(choice.to(booking.bookingId))}
              onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && navigate(choice.to(booking.bookingId))}
              className="invoice-type-card"
              data-testid={`invoice-type-${choice.key}`}
            >
              <div className="invoice-type-icon">{choice.icon}</div>
              <Typography.Title level={4} style={{ marginTop: 0 }}>
                {choice.title}
              </Typography.Title>
              <Typography.Text type="secondary">{choice.text}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
