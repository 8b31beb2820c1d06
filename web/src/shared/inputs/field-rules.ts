import type { FormRule } from 'antd';

/**
 * A rule weighing a field against another of the same form (give the Form.Item `dependencies={[other]}`
 * so it is checked again when the other changes): `refusal` says why the pair is refused, or nothing.
 */
export function againstField<Value, Other>(other: string, refusal: (value: Value | undefined, otherValue: Other | undefined) => string | false | undefined): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_, value: Value | undefined) => {
      const message = refusal(value, getFieldValue(other) as Other | undefined);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });
}
