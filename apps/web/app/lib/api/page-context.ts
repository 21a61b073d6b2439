import type { PageContextData } from '@vizitas/shared/schemas/page-context';

/** The root loader's data: who is looking, on which host, and the error-report token. */
export interface PageContext extends PageContextData {
  errorReportToken: string;
}
