/** Support access with consent, by the business's id: its state and the operator's actions, a grant, its end. */
import { adminIdParamsSchema } from '../../schemas/admin/common.ts';
import { supportAccessSchema, supportGrantInputSchema } from '../../schemas/support-access.ts';
import { defineContract } from '../contract.ts';

export const adminSupportAccess = defineContract('admin_support_access_api', {
  method: 'GET',
  summary: 'Pagalbos prieiga: ar operatorius dabar gali tvarkyti verslą ir ką jis pakeitė',
  params: adminIdParamsSchema,
  output: supportAccessSchema,
  errors: [400, 401, 403],
});

export const adminSupportAccessGrant = defineContract('admin_support_access_api', {
  method: 'POST',
  summary: 'Suteikti operatoriui pagalbos prieigą 1–72 valandoms (ankstesnė baigiasi)',
  params: adminIdParamsSchema,
  body: supportGrantInputSchema,
  output: supportAccessSchema,
  errors: [400, 401, 403],
});

export const adminSupportAccessEnd = defineContract('admin_support_access_end_api', {
  method: 'POST',
  summary: 'Nutraukti pagalbos prieigą dabar',
  params: adminIdParamsSchema,
  output: supportAccessSchema,
  errors: [400, 401, 403],
});
