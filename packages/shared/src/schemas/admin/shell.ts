/** The admin area's frame (`GET /api/admin/shell`): what every admin page shows around itself. */
import '../../zod-locale';
import { z } from 'zod';

const businessRef = z.object({ slug: z.string(), name: z.string() });

export const adminShellSchema = z.object({
  /** The member's businesses, oldest membership first (the business switcher). */
  memberships: z.array(businessRef),
  isOperator: z.boolean(),
  /** The business the page acts in (`?verslas=`, else the first membership); null: the operator has not chosen one. */
  business: businessRef.extend({ id: z.uuid() }).nullable(),
  /** Requests of that business waiting for confirmation (the menu's badge); null without a business. */
  pendingCount: z.number().int().nullable(),
  /** The person's role in that business (the operator acting for it: `operator`); null without a business. */
  role: z.enum(['owner', 'staff', 'operator']).nullable(),
  /**
   * Whether the settings pages (services, specialists, profile, gallery, settings, client invitations)
   * may be changed: the owner, and the operator under the owner's support grant. A staff member sees them read-only.
   */
  canManageSettings: z.boolean(),
  /**
   * The operator in a business she is no member of: when the owner's support grant ends (`endsAt`),
   * or null without one (she reads only). Null for the business's own members.
   */
  support: z.object({ endsAt: z.string().nullable() }).nullable(),
});
export type AdminShell = z.infer<typeof adminShellSchema>;
