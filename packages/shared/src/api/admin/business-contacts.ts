/** The seed's mark-as-contacted (`{id}` the business): the platform operator records a contact. */
import { adminIdParamsSchema } from '../../schemas/admin/common.ts';
import { contactedSchema, markAsContactedSchema } from '../../schemas/operator-pipeline.ts';
import { defineContract } from '../contract.ts';

export const adminBusinessMarkAsContacted = defineContract('admin_business_mark_as_contacted_api', {
  method: 'POST',
  summary: 'Pažymėti, kad su verslu susisiekta (tik platformos operatorius)',
  params: adminIdParamsSchema,
  body: markAsContactedSchema,
  output: contactedSchema,
  errors: [400, 401, 403, 404],
});
