import { redirect } from 'react-router';
import { generatePath } from '@vizitas/shared';

/** `/operatorius` (operator_home): the console opens at the pipeline of businesses. */
export function loader() {
  throw redirect(generatePath('operator_businesses'));
}

export default function OperatorHome() {
  return null;
}
