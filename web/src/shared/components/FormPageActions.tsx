import type { ReactNode } from 'react';
import { Button, Flex } from 'antd';

interface FormPageActionsProps {
  /** Prefix of the buttons' test ids: `${testId}-cancel` and `${testId}-submit`. */
  testId: string;
  onCancel: () => void;
  submitText: ReactNode;
  submitting: boolean;
  /** Lets the row wrap on narrow screens. */
  wrap?: boolean;
}

/** A form page's footer: Cancel (always enabled, even while the form is locked) and the submit button. */
export function FormPageActions({ testId, onCancel, submitText, submitting, wrap }: FormPageActionsProps) {
  return (
    <Flex justify="flex-end" gap={8} wrap={wrap ? 'wrap' : undefined}>
      <Button onClick={onCancel} disabled={false} data-testid={`${testId}-cancel`}>
        Cancel
      </Button>
      <Button type="primary" htmlType="submit" loading={submitting} data-testid={`${testId}-submit`}>
        {submitText}
      </Button>
    </Flex>
  );
}
