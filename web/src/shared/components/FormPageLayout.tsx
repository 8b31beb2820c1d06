import type { ComponentProps, ReactNode } from 'react';
import { Alert, Card, Flex } from 'antd';
import { PageHeader } from './PageHeader';

/** A form page: its header, then one centred card holding the form, with the form's error above it. */
export function FormPageLayout(props: {
  header: ComponentProps<typeof PageHeader>;
  maxWidth: number;
  error?: ReactNode;
  errorTestId: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader {...props.header} />
      <Flex justify="center">
        <Card style={{ width: '100%', maxWidth: props.maxWidth }}>
          {props.error && <Alert type="error" showIcon message={props.error} style={{ marginBottom: 16 }} data-testid={props.errorTestId} />}
          {props.children}
        </Card>
      </Flex>
    </>
  );
}
