/** What every admin page shows around itself. */
import { adminBusinessQuerySchema } from '../../schemas/admin/common.ts';
import { adminShellSchema } from '../../schemas/admin/shell.ts';
import { defineContract } from '../contract.ts';

export const adminShell = defineContract('admin_shell_api', {
  method: 'GET',
  summary: 'Administravimo rėmas: nario verslai, pasirinktas verslas ir laukiančių patvirtinimo užklausų skaičius',
  query: adminBusinessQuerySchema,
  output: adminShellSchema,
  errors: [400, 401, 403, 404],
});
