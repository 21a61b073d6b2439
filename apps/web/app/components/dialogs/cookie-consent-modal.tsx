import { Button, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { messages } from '@vizitas/shared';
import { GenericModal } from './generic-modal';
import { answerCookieConsent, COOKIE_CONSENT_DIALOG } from './cookie-consent';

/**
 * The cookie consent modal (seed 2.2 item 6, 4): a choice is required (no close button,
 * Escape or outside click); any footer button sets the cookie, closes the modal and tells the
 * data layer which action was chosen.
 */
export default function CookieConsentModal() {
  const onFooterClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-consent-action]');
    if (button) answerCookieConsent(button.dataset.consentAction ?? 'other');
  };
  return (
    <GenericModal
      id={COOKIE_CONSENT_DIALOG}
      title={messages.cookieConsent.title}
      closable={false}
      hideCloseButtons
      width={480}
      footer={
        <div className="vz-modal__actions" onClick={onFooterClick}>
          <Button variant="default" data-consent-action="necessary">
            {messages.cookieConsent.necessaryOnly}
          </Button>
          <Button data-consent-action="accept" data-autofocus>
            {messages.cookieConsent.accept}
          </Button>
        </div>
      }
    >
      <Text size="sm">{messages.cookieConsent.text}</Text>
      <Text size="sm" c="dimmed" mt={4}>
        {messages.cookieConsent.choice}
      </Text>
    </GenericModal>
  );
}
