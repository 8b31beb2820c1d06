import { App, Form, Input, InputNumber, Select } from 'antd';
import { useNavigate } from 'react-router-dom';
import { serverMessageOr } from '../../shared/api/api-error';
import { FieldColumns } from '../../shared/components/FieldColumns';
import { FormPageActions } from '../../shared/components/FormPageActions';
import { useRecordForm } from '../../shared/list';
import { FUEL_TYPES, useSaveVehicle, useVehicle, VEHICLE_TYPES, VEHICLES_ROUTE, type Vehicle, type VehicleFormValues } from './use-vehicles';
import { EditRecordPage } from '../../shared/components/EditRecordPage';
import { FormPageLayout } from '../../shared/components/FormPageLayout';

const BREADCRUMB = [{ title: 'Vehicle Management' }, { title: 'Vehicles', path: VEHICLES_ROUTE }];
/** Spec §5: the add form's messages, and the edit form's for its four fields. */
const ADD_MESSAGES = {
  name: 'Name is required.',
  model: 'Model is required.',
  year: 'Year is required.',
  type: 'Type is required.',
  color: 'Color is required.',
  engineCapacity: 'Engine Capacity is required.',
  fuelType: 'Fuel Type is required.',
};
const EDIT_MESSAGES = { ...ADD_MESSAGES, name: 'Please input the name!', model: 'Please input the model!', year: 'Please input the year!', type: 'Please select the type!' };
const THIS_YEAR = new Date().getFullYear();
/** The form's required free-text fields. */
const TEXT_FIELDS = {
  name: { label: 'Name', maxLength: 100, placeholder: 'e.g. Yamaha FZ-S', testId: 'vehicle-form-name' },
  model: { label: 'Model', maxLength: 100, placeholder: 'e.g. V3 ABS', testId: 'vehicle-form-model' },
  color: { label: 'Color', maxLength: 50, placeholder: 'e.g. Racing Blue', testId: 'vehicle-form-color' },
  engineCapacity: { label: 'Engine Capacity', maxLength: 50, placeholder: 'e.g. 149 cc, or 2 kW for an electric motor', testId: 'vehicle-form-engine-capacity' },
} as const;

/** /vehicles/add */
export function AddVehiclePage() {
  return <VehicleForm />;
}

/** /vehicles/edit/{id}: 'Vehicle not found.' with Go Back when the id is unknown. */
export function EditVehiclePage() {
  const texts = { notFound: 'Vehicle not found.', loadError: 'Failed to fetch vehicles. Please try again.' };
  const form = ({ name, model, year, type, color, engineCapacity, fuelType }: Vehicle, id?: string) => <VehicleForm id={id} initialValues={{ name, model, year, type, color, engineCapacity, fuelType }} />;
  return <EditRecordPage useRecord={useVehicle} header={{ title: 'Edit Vehicle', breadcrumb: BREADCRUMB }} texts={texts} testId="vehicle" form={form} />;
}

function VehicleForm({ id, initialValues }: { id?: string; initialValues?: VehicleFormValues }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const editing = Boolean(id);
  const messages = editing ? EDIT_MESSAGES : ADD_MESSAGES;
  const { form, formError, formProps, busy } = useRecordForm(useSaveVehicle(id), {
    onSaved: () => {
      message.success(editing ? 'Vehicle updated successfully.' : 'Vehicle added successfully.');
      navigate(VEHICLES_ROUTE);
    },
    // Spec §8: an add failure shows the server's error, else its text; an update failure its own text.
    onFailed: (error) => message.error(editing ? 'Failed to update vehicle. Please try again.' : serverMessageOr(error, 'Failed to add product.')),
  });

  const textField = (name: keyof typeof TEXT_FIELDS) => {
    const { label, maxLength, placeholder, testId } = TEXT_FIELDS[name];
    return (
      <Form.Item name={name} label={label} rules={[{ required: true, whitespace: true, message: messages[name] }]}>
        <Input maxLength={maxLength} placeholder={placeholder} data-testid={testId} />
      </Form.Item>
    );
  };
  return (
      <FormPageLayout header={{ title: editing ? 'Edit Vehicle' : 'Add Vehicle', subtitle: editing ? 'Change the vehicle model’s details.' : 'A motorcycle or scooter model the dealership sells or services.', breadcrumb: BREADCRUMB }} maxWidth={720} error={formError} errorTestId="vehicle-form-error">
          <Form<VehicleFormValues> form={form} layout="vertical" initialValues={initialValues} {...formProps} disabled={busy} requiredMark data-testid="vehicle-form">
            <FieldColumns spans={[12]}>
              {textField('name')}
              {textField('model')}
              <Form.Item name="year" label="Year" rules={[{ required: true, message: messages.year }]}>
                <InputNumber min={1900} max={2100} precision={0} placeholder={String(THIS_YEAR)} style={{ width: '100%' }} data-testid="vehicle-form-year" />
              </Form.Item>
              <Form.Item name="type" label="Type" rules={[{ required: true, message: messages.type }]}>
                <Select placeholder="Select type" options={VEHICLE_TYPES.map((type) => ({ value: type, label: type }))} data-testid="vehicle-form-type" />
              </Form.Item>
              {textField('color')}
              {textField('engineCapacity')}
              <Form.Item name="fuelType" label="Fuel Type" rules={[{ required: true, message: messages.fuelType }]}>
                <Select placeholder="Select fuel type" options={FUEL_TYPES.map((fuel) => ({ value: fuel, label: fuel }))} data-testid="vehicle-form-fuel-type" />
              </Form.Item>
            </FieldColumns>
            <FormPageActions testId="vehicle-form" onCancel={() => navigate(VEHICLES_ROUTE)} submitText={editing ? 'Update Vehicle' : 'Add Vehicle'} submitting={busy} wrap />
          </Form>
      </FormPageLayout>
  );
}
