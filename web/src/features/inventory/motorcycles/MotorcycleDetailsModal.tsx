import { Button, Descriptions, Modal, type DescriptionsProps } from 'antd';
import { fitModalWidth } from '../../../shared/components/modal-width';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { HistoryButton } from '../../../shared/history';
import { productLabel } from '../products/product-options';
import type { Motorcycle } from './motorcycle-types';
import { MotorcycleStatusTag, NextServiceDate } from './MotorcycleStatusTag';
import { useCan } from '../../auth/permissions';

const orDash = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

function sections(motorcycle: Motorcycle): { title: string; items: DescriptionsProps['items'] }[] {
  const { location, insuranceDetails: insurance } = motorcycle;
  return [
    {
      title: 'Basic Information',
      items: [
        { key: 'product', label: 'Product', children: motorcycle.productId ? productLabel(motorcycle.productId) : '—' },
        { key: 'status', label: 'Status', children: <MotorcycleStatusTag status={motorcycle.status} /> },
        { key: 'chassis', label: 'Chassis Number', children: motorcycle.chassisNo },
        { key: 'engine', label: 'Engine Number', children: motorcycle.engineNo },
        { key: 'color', label: 'Colour', children: orDash(motorcycle.color) },
        { key: 'fuel', label: 'Fuel Type', children: orDash(motorcycle.fuelType) },
        { key: 'year', label: 'Year of Manufacture', children: orDash(motorcycle.yearOfManufacture) },
        {
          key: 'source',
          label: 'Entered',
          children: motorcycle.source === 'purchase' ? `On purchase ${motorcycle.purchase?.purchaseNumber ?? '—'}, memo ${motorcycle.purchase?.memoNumber ?? '—'}` : 'In the register by hand',
        },
      ],
    },
    {
      title: 'Purchase & Registration',
      items: [
        { key: 'purchaseDate', label: 'Purchase Date', children: formatDate(motorcycle.purchaseDate) },
        { key: 'purchasePrice', label: 'Purchase Price', children: formatTaka(motorcycle.purchasePrice) },
        { key: 'registrationDate', label: 'Registration Date', children: formatDate(motorcycle.registrationDate) },
        { key: 'registrationNumber', label: 'Registration Number', children: orDash(motorcycle.registrationNumber) },
      ],
    },
    {
      title: 'Service & Maintenance',
      items: [
        { key: 'mileage', label: 'Mileage', children: `${(motorcycle.mileage ?? 0).toLocaleString('en-IN')} km` },
        { key: 'lastService', label: 'Last Service', children: formatDate(motorcycle.lastServiceDate) },
        { key: 'nextService', label: 'Next Service', children: <NextServiceDate date={motorcycle.nextServiceDate} /> },
      ],
    },
    {
      title: 'Location & Storage',
      items: [
        { key: 'warehouse', label: 'Warehouse', children: orDash(location?.warehouse) },
        { key: 'section', label: 'Section', children: orDash(location?.section) },
        { key: 'position', label: 'Position', children: orDash(location?.position) },
      ],
    },
    {
      title: 'Insurance',
      items: [
        { key: 'provider', label: 'Provider', children: orDash(insurance?.provider) },
        { key: 'policy', label: 'Policy Number', children: orDash(insurance?.policyNumber) },
        { key: 'expiry', label: 'Expiry Date', children: formatDate(insurance?.expiryDate) },
        { key: 'premium', label: 'Premium', children: insurance?.premium === null || insurance?.premium === undefined ? '—' : formatTaka(insurance.premium) },
      ],
    },
  ];
}

/** Everything the register holds on one unit. */
export function MotorcycleDetailsModal({ motorcycle, onClose }: { motorcycle: Motorcycle | null; onClose: () => void }) {
  // Sales is not shown what the unit cost (the server leaves it out).
  const seesCosts = useCan('costs:read');
  return (
    <Modal
      open={motorcycle !== null}
      title="Motorcycle Details"
      width={fitModalWidth(760)}
      onCancel={onClose}
      footer={
        <>
          {motorcycle && <HistoryButton stream={`motorcycle-${motorcycle._id}`} title="Motorcycle history" testId="motorcycle-details-history" />}
          <Button onClick={onClose} data-testid="motorcycle-details-close">Close</Button>
        </>
      }
    >
      <div data-testid="motorcycle-details">
      {motorcycle &&
        sections(motorcycle).map((section) => (
          <Descriptions
            key={section.title}
            title={section.title}
            size="small"
            bordered
            column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 }}
            items={seesCosts ? section.items : section.items?.filter((item) => item.key !== 'purchasePrice')}
            style={{ marginBottom: 16 }}
          />
        ))}
      {motorcycle?.notes && (
        <Descriptions size="small" bordered column={1} items={[{ key: 'notes', label: 'Notes', children: motorcycle.notes }]} />
      )}
      </div>
    </Modal>
  );
}
