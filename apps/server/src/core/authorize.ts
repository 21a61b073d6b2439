import { appError } from '@vizitas/shared';

/**
 * Policies answer "may this actor do this to that record?" with a boolean, one module per
 * resource. Routes call them and then `authorize(...)`, which answers 403 `forbidden`.
 */
export interface Actor {
  id: string;
  isOperator: boolean;
}

export function authorize(allowed: boolean): asserts allowed {
  if (!allowed) throw appError('forbidden');
}
