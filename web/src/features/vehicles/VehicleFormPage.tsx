import { Alert, App, Button, Card, Flex, Form, Input, InputNumber, Result, Select, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError, serverMessageOr } from '../../shared/api/api-error';
import { FieldColumns } from '../../shared/components/FieldColumns';
import { LoadErrorAlert } from '../../shared/components/LoadErrorAlert';
import { PageHeader } from '../../shared/components/PageHeader';
import { useServerFormErrors } from '../../shared/list';
import { FUEL_TYPES, useSaveVehicle, useVehicle, VEHICLE_TYPES, VEHICLES_ROUTE, type VehicleFormValues } from './use-vehicles';

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

/** /vehicles/add */
export function AddVehiclePage() {
  return <VehicleForm />;
}

/** /vehicles/edit/{id}: 'Vehicle not found.' with Go Back when the id is unknown. */
export function EditVehiclePage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const vehicle = useVehicle(id);
  if (vehicle.isLoading) {
    return (
      <>
        <PageHeader title="Edit Vehicle" breadcrumb={BREADCRUMB} />
        <Card>
          <Skeleton active />
        </Card>
      </>
    );
  }
  if (vehicle.error instanceof ApiError && (vehicle.error.status === 404 || vehicle.error.status === 400)) {
    return (
      <>
        <PageHeader title="Edit Vehicle" breadcrumb={BREADCRUMB} />
        <Card data-testid="vehicle-not-found">
          <Result
            status="404"
            title="Vehicle not found."
            extra={
              <Button type="primary" onClick={() => navigate(-1)} data-testid="vehicle-go-back">
                Go Back
              </Button>
            }
          />
        </Card>
      </>
    );
  }
  if (vehicle.error || !vehicle.data) {
    return (
      <>
        <PageHeader title="Edit Vehicle" breadcrumb={BREADCRUMB} />
        <LoadErrorAlert title="Failed to fetch vehicles. Please try again." error={vehicle.error} onRetry={() => vehicle.refetch()} testId="vehicle-load-error" />
      </>
    );
  }
  const { name, model, year, type, color, engineCapacity, fuelType } = vehicle.data;
  return <VehicleForm id={id} initialValues={{ name, model, year, type, color, engineCapacity, fuelType }} />;
}

function VehicleForm({ id, initialValues }: { id?: string; initialValues?: VehicleFormValues }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<VehicleFormValues>();
  const { formError, showServerErrors, clearFormError } = useServerFormErrors(form);
  const save = useSaveVehicle(id);
  const editing = Boolean(id);
  const messages = editing ? EDIT_MESSAGES : ADD_MESSAGES;

  const submit = (values: VehicleFormValues) => {
    clearFormError();
    save.mutate(values, {
      onSuccess: () => {
        message.success(editing ? 'Vehicle updated successfully.' : 'Vehicle added successfully.');
        navigate(VEHICLES_ROUTE);
      },
      onError: (error) => {
        // Spec §8: an add failure shows the server's error, else its text; an update failure its own text.
        message.error(editing ? 'Failed to update vehicle. Please try again.' : serverMessageOr(error, 'Failed to add product.'));
        showServerErrors(error);
      },
    });
  };

  const required = (text: string) => [{ required: true, whitespace: true, message: text }];
  return (
    <>
      <PageHeader
        title={editing ? 'Edit Vehicle' : 'Add Vehicle'}
        subtitle={editing ? 'Change the vehicle model’s details.' : 'A motorcycle or scooter model the dealership sells or services.'}
        breadcrumb={BREADCRUMB}
      />
      <Flex justify="center">
        <Card style={{ width: '100%', maxWidth: 720 }}>
          {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 16 }} data-testid="vehicle-form-error" />}
          <Form<VehicleFormValues> form={form} layout="vertical" initialValues={initialValues} onFinish={submit} disabled={save.isPending} requiredMark data-testid="vehicle-form">
            <FieldColumns spans={[12]}>
              <Form.Item name="name" label="Name" rules={required(messages.name)}>
                <Input maxLength={100} placeholder="e.g. Yamaha FZ-S" data-testid="vehicle-form-name" />
              </Form.Item>
              <Form.Item name="model" label="Model" rules={required(messages.model)}>
                <Input maxLength={100} placeholder="e.g. V3 ABS" data-testid="vehicle-form-model" />
              </Form.Item>
              <Form.Item name="year" label="Year" rules={[{ required: true, message: messages.year }]}>
                <InputNumber min={1900} max={2100} precision={0} placeholder={String(THIS_YEAR)} style={{ width: '100%' }} data-testid="vehicle-form-year" />
              </Form.Item>
              <Form.Item name="type" label="Type" rules={[{ required: true, message: messages.type }]}>
                <Select placeholder="Select type" options={VEHICLE_TYPES.map((type) => ({ value: type, label: type }))} data-testid="vehicle-form-type" />
              </Form.Item>
              <Form.Item name="color" label="Color" rules={required(messages.color)}>
                <Input maxLength={50} placeholder="e.g. Racing Blue" data-testid="vehicle-form-color" />
              </Form.Item>
              <Form.Item name="engineCapacity" label="Engine Capacity" rules={required(messages.engineCapacity)}>
                <Input maxLength={50} placeholder="e.g. 149 cc, or 2 kW for an electric motor" data-testid="vehicle-form-engine-capacity" />
              </Form.Item>
              <Form.Item name="fuelType" label="Fuel Type" rules={[{ required: true, message: messages.fuelType }]}>
                <Select placeholder="Select fuel type" options={FUEL_TYPES.map((fuel) => ({ value: fuel, label: fuel }))} data-testid="vehicle-form-fuel-type" />
              </Form.Item>
            </FieldColumns>
            <Flex justify="flex-end" gap={8} wrap="wrap">
              <Button onClick={() => navigate(VEHICLES_ROUTE)} disabled={false} data-testid="vehicle-form-cancel">
                Cancel
              </Button>
              <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="vehicle-form-submit">
                {editing ? 'Update Vehicle' : 'Add Vehicle'}
              </Button>
            </Flex>
          </Form>
        </Card>
      </Flex>
    </>
  );
}
