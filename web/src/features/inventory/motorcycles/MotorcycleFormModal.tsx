import { CrudFormModal, type CrudModalProps } from '../../../shared/list';
import { FormTabs, type FormTab } from './FormTabs';
import { BasicFields, InsuranceFields, LocationFields, PurchaseRegistrationFields, ServiceFields } from './MotorcycleFormFields';
import type { Motorcycle, MotorcycleFormValues } from './motorcycle-types';

/** Add or edit a unit of the register, its fields on the spec's five tabs. */
export function MotorcycleFormModal(props: CrudModalProps<MotorcycleFormValues, Motorcycle>) {
  const { editing, open } = props.modal;
  const tabs: FormTab[] = [
    { key: 'basic', label: 'Basic Information', fields: ['productId', 'chassisNo', 'engineNo', 'color', 'status', 'fuelType', 'notes'], children: <BasicFields editing={editing} /> },
    {
      key: 'purchase',
      label: 'Purchase & Registration',
      fields: ['purchaseDate', 'purchasePrice', 'registrationDate', 'registrationNumber'],
      children: <PurchaseRegistrationFields editing={editing} />,
    },
    { key: 'service', label: 'Service & Maintenance', fields: ['mileage', 'lastServiceDate', 'nextServiceDate'], children: <ServiceFields /> },
    { key: 'location', label: 'Location & Storage', fields: ['location'], children: <LocationFields /> },
    { key: 'insurance', label: 'Insurance', fields: ['insuranceDetails'], children: <InsuranceFields /> },
  ];
  return (
    <CrudFormModal {...props} title="Motorcycle" testId="motorcycle-form" width={840} okText={{ create: 'Add Motorcycle', update: 'Update Motorcycle' }}>
      <FormTabs tabs={tabs} resetKey={open ? editing ?? 'new' : null} testId="motorcycle-form-tabs" />
    </CrudFormModal>
  );
}
