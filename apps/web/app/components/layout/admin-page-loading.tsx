import { messages } from '@vizitas/shared';

/**
 * What the server renders in place of an admin page whose content the browser loads
 * (`clientLoader`, docs/decisions/024): the frame is there at once, the page follows.
 */
export function AdminPageLoading() {
  return (
    <div className="vz-admin-loading" role="status" aria-live="polite">
      <span className="vz-admin-loading__spinner" aria-hidden="true" />
      {messages.common.loading}
    </div>
  );
}
