/** A recorded value shown as indented JSON, scrolling when long. */
export function JsonBlock({ value, testId }: { value: unknown; testId?: string }) {
  return (
    <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12, background: 'rgba(0, 0, 0, 0.03)', padding: 8, margin: '4px 0 0', maxHeight: 320, overflow: 'auto' }} data-testid={testId}>
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}
