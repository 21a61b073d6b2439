import { Alert, Button } from '@mantine/core';

/** A page's or a section's data could not be read: says so in Lithuanian, and offers to try again. */
export function LoadFailed({ text, retry, onRetry }: { text: string; retry: string; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert">
      {text}{' '}
      <Button variant="subtle" size="compact-sm" onClick={onRetry}>
        {retry}
      </Button>
    </Alert>
  );
}
