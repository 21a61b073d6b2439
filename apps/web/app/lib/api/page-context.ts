import type { PageContextData } from '@vizitas/shared/schemas/page-context';

/** The root loader's data: who is looking, on which host, and the error-report token. */
export interface PageContext extends PageContextData {
  errorReportToken: string;
  /** The user may open the admin area (a member of a business, or the operator): the user menu offers it. */
  adminArea?: boolean;
}
