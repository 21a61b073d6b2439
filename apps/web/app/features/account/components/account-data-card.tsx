import { myDataExport } from '@vizitas/shared/api/user/profile';
import { contractUrl } from '@vizitas/shared/api/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Form } from 'react-router';
import { DEFAULT_TIME_ZONE, format, messages } from '@vizitas/shared';
import type { Account, AccountDeletionPreview } from '@vizitas/shared/schemas/account';
import { FormAlert } from '~/components/forms/form-alert';
import { TextField } from '~/components/forms/form-field';

const p = messages.profile.privacy;
const dateTime = new Intl.DateTimeFormat('lt-LT', { timeZone: DEFAULT_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });

export interface AccountDataCardProps {
  consent: Account['consent'];
  preview: AccountDeletionPreview;
  /** The delete action's failure: a field error (the password) or a message. */
  error?: { message: string; fields?: Record<string, string[]> } | undefined;
  deleting: boolean;
}

/**
 * "Mano duomenys" (issue 11 item 7): the consent she gave, a copy of her data as a JSON file, and
 * deleting the account behind a confirmation that asks for her password and says what it cancels.
 * An owner of a business is told why she cannot delete it yet.
 */
export function AccountDataCard({ consent, preview, error, deleting }: AccountDataCardProps) {
  const [opened, setOpened] = useState(Boolean(error));
  const owner = preview.ownedBusinesses.length > 0;
  return (
    <Stack gap="sm">
      <Text fz="sm">
        {consent
          ? format(p.consent, { version: consent.version, time: dateTime.format(new Date(consent.acceptedAt)) })
          : p.noConsent}
      </Text>
      <Text fz="sm">{p.text}</Text>
      <Group>
        <Button component="a" href={contractUrl(myDataExport, {})} download variant="light">
          {p.download}
        </Button>
      </Group>

      <Text fw={600} mt="md" component="h3" fz="md">
        {p.deleteTitle}
      </Text>
      <Text fz="sm">{p.deleteText}</Text>
      {owner ? <FormAlert kind="info">{messages.errors.business_owner}</FormAlert> : null}
      <Group>
        <Button color="red.8" variant="outline" onClick={() => setOpened(true)} disabled={owner}>
          {p.deleteOpen}
        </Button>
      </Group>

      <Modal
        opened={opened}
        onClose={() => (deleting ? undefined : setOpened(false))}
        title={p.confirmTitle}
        centered
        closeButtonProps={{ 'aria-label': messages.common.close }}
      >
        <Form method="post" className="vz-form" noValidate>
          <input type="hidden" name="intent" value="delete-account" />
          <Text fz="sm">{format(p.confirmText, { count: preview.upcomingVisits })}</Text>
          <FormAlert kind="error">{error && !error.fields ? error.message : null}</FormAlert>
          <TextField
            name="password"
            type="password"
            label={messages.auth.fields.password}
            errors={error?.fields?.password}
            autoComplete="current-password"
            required
            maxLength={200}
            data-autofocus
          />
          <div className="vz-delete-buttons">
            <Button variant="default" onClick={() => setOpened(false)} disabled={deleting}>
              {p.cancel}
            </Button>
            <Button type="submit" color="red.8" loading={deleting}>
              {p.confirmSubmit}
            </Button>
          </div>
        </Form>
      </Modal>
    </Stack>
  );
}
