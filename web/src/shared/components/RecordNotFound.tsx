import { Button, Card, Result } from 'antd';

/** An edit page's answer to an unknown id: the spec's 'X not found' with Go Back. */
export function RecordNotFound({ title, testId, onBack }: { title: string; testId: string; onBack: () => void }) {
  return (
    <Card data-testid={`${testId}-not-found`}>
      <Result
        status="404"
        title={title}
        extra={
          <Button type="primary" onClick={onBack} data-testid={`${testId}-go-back`}>
            Go Back
          </Button>
        }
      />
    </Card>
  );
}
