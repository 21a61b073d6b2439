/** The logged-in person's own account: her profile and what deleting it would do. */
import { accountDeletionPreviewSchema, accountSchema } from '../../schemas/account.ts';
import { defineContract } from '../contract.ts';

export const myProfile = defineContract('profile_api', {
  method: 'GET',
  summary: 'Mano profilis',
  output: accountSchema,
  errors: [401],
});

export const myAccountDeletionPreview = defineContract('profile_delete_api', {
  method: 'GET',
  summary: 'Ką padarytų paskyros ištrynimas: kiek būsimų vizitų būtų atšaukta, kurie verslai tam trukdo',
  output: accountDeletionPreviewSchema,
  errors: [401, 403],
});
