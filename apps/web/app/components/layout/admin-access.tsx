import { createContext, useContext, type ReactNode } from 'react';
import { messages } from '@vizitas/shared';

export interface AdminAccess {
  /** The person's role in the business the page acts in. */
  role: 'owner' | 'staff' | 'operator' | null;
  /** The settings pages may be changed (owner, operator); a staff member sees them read-only. */
  canManageSettings: boolean;
}

const AdminAccessContext = createContext<AdminAccess>({ role: null, canManageSettings: false });

/** Given by the admin layout from its shell answer (`GET /api/admin/shell`). */
export const AdminAccessProvider = AdminAccessContext.Provider;

export function useAdminAccess(): AdminAccess {
  return useContext(AdminAccessContext);
}

/**
 * The changeable part of a page only the owner may change. For a staff member it is shown as it
 * is, with a notice and every control disabled (a disabled fieldset: buttons, fields, drag
 * handles), so she can read the services, hours of the team or the settings without meeting a
 * refusal on save. The server refuses her changes anyway (the policies of the settings routes).
 */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const { canManageSettings } = useAdminAccess();
  if (canManageSettings) return <>{children}</>;
  return (
    <>
      <p className="vz-admin-notice vz-admin-notice--read-only" role="note">
        {messages.adminArea.readOnly}
      </p>
      <fieldset className="vz-admin-read-only" disabled>
        {children}
      </fieldset>
    </>
  );
}
