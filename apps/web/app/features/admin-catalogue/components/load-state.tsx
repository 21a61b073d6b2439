import { Alert, Button } from '@mantine/core';
import { messages } from '@vizitas/shared';

/** Where an answer is still missing: "Kraunama…", or the failure with a retry. */
export function LoadState({ error, onRetry }: { error: boolean; onRetry: () => void }) {
  const t = messages.adminCatalogue;
  return error ? (
    <Alert color="red" role="alert">
      <p>{t.loadError}</p>
      <Button variant="white" color="red" mt="xs" onClick={onRetry} className="vz-cat-touch">
        {t.retry}
      </Button>
    </Alert>
  ) : (
    <p className="vz-cat-muted" role="status">
      {t.loading}
    </p>
  );
}
