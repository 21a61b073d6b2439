import { Button, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { messages } from '@vizitas/shared';
import { type Recommendation, recommendedBrowser } from '~/lib/client/browser-support';
import { reportError } from '~/lib/client/report-error';
import { showToast } from '~/components/toasts/toast';
import { GenericModal } from './generic-modal';
import { currentBrowser, UNSUPPORTED_BROWSER_DIALOG } from './unsupported-browser';

/** Copies with the Clipboard API, or with the old selection command that unsupported browsers still have. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall back below
  }
  if (!input) return false;
  input.focus();
  input.select();
  return document.execCommand('copy');
}

/**
 * Static property reads only: a computed key (`recommend[kind]`) would stop the bundler from
 * dropping the unused parts of the `messages` catalogue from every page's JavaScript.
 */
function recommendationText(kind: Recommendation): string {
  switch (kind) {
    case 'ios':
      return messages.unsupportedBrowser.recommend.ios;
    case 'mac':
      return messages.unsupportedBrowser.recommend.mac;
    case 'samsung':
      return messages.unsupportedBrowser.recommend.samsung;
    default:
      return messages.unsupportedBrowser.recommend.other;
  }
}

/**
 * Outside the `try` below on purpose: Rollup deoptimizes every value passed to a call inside a
 * `try` block, and a `messages` value there would keep the whole catalogue in every page's bundle.
 */
function toastCopied() {
  showToast({ type: 'success', message: messages.unsupportedBrowser.urlCopied });
}

export default function UnsupportedBrowserModal() {
  const [url, setUrl] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setUrl(window.location.href), []);
  const recommendation = recommendationText(recommendedBrowser(currentBrowser()));

  const copy = async () => {
    try {
      if (await copyText(url, input.current)) toastCopied();
    } catch (error) {
      reportError(error, { where: 'unsupported-browser-copy' });
    }
  };

  return (
    <GenericModal
      id={UNSUPPORTED_BROWSER_DIALOG}
      title={messages.unsupportedBrowser.title}
      width={480}
      footer={
        <div className="vz-modal__actions">
          <Button onClick={() => void copy()}>{messages.unsupportedBrowser.copyUrl}</Button>
        </div>
      }
    >
      <Text mb="sm">{messages.unsupportedBrowser.text}</Text>
      <Text fw={600} mb="sm">
        {recommendation}
      </Text>
      <TextInput
        ref={input}
        value={url}
        readOnly
        aria-label={messages.unsupportedBrowser.copyUrl}
        onFocus={(event) => event.currentTarget.select()}
      />
    </GenericModal>
  );
}
