import { useEffect } from 'react';
import { Form, type FormInstance } from 'antd';
import { useBusinessSettings } from '../../settings/business-profile/use-business-settings';
import type { ProductFormValues } from './product-form';

/**
 * On Add, the reorder fields follow the chosen type's defaults from the settings (Motorcycle 1 / 2,
 * parts and accessories 5 / 20 until changed) until the user types their own.
 */
export function useReorderDefaultsPrefill(form: FormInstance<ProductFormValues>, isEditing: boolean) {
  const type = Form.useWatch('type', form);
  const defaults = useBusinessSettings().data?.reorderDefaults;
  useEffect(() => {
    const typeDefault = type ? defaults?.[type] : undefined;
    if (isEditing || !typeDefault) return;
    if (!form.isFieldTouched('reorderLevel')) form.setFieldValue('reorderLevel', typeDefault.reorderLevel);
    if (!form.isFieldTouched('reorderQuantity')) form.setFieldValue('reorderQuantity', typeDefault.reorderQuantity);
  }, [type, defaults, isEditing, form]);
}
