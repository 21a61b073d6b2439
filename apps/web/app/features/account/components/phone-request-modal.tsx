import { Text } from '@mantine/core';
import { useRevalidator } from 'react-router';
import { messages } from '@vizitas/shared';
import { GenericModal } from '~/components/dialogs/generic-modal';
// The dialog opens on any page: the form field styles come with it.
import './account.css';
import { closeModal } from '~/components/dialogs/modal-store';
import { PHONE_NUMBER_REQUEST_DIALOG } from '~/features/account/model/phone-request-dialog';
import { PhoneNumberForm } from './phone-number-form';

/** The phone number request dialog (seed 2.2 item 3): not dismissible; closes once a number is saved. */
export default function PhoneRequestModal() {
  const revalidator = useRevalidator();
  return (
    <GenericModal id={PHONE_NUMBER_REQUEST_DIALOG} title={messages.phone.request.title} closable={false} hideCloseButtons width={460}>
      <Text mb="md" c="dimmed">
        {messages.phone.request.text}
      </Text>
      <PhoneNumberForm
        onSaved={() => {
          closeModal(PHONE_NUMBER_REQUEST_DIALOG);
          // The page's data (e.g. the profile's phone field) shows the new number.
          void revalidator.revalidate();
        }}
      />
    </GenericModal>
  );
}
