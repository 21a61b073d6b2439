import { Alert, Button } from '@mantine/core';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BRAND, format, generatePath, messages } from '@vizitas/shared';
import type { BookingLinkShareChannel } from '@vizitas/shared/schemas/admin/booking-link';
import { showToast } from '~/components/toasts/toast';
import { browserShareTarget, canShareNatively, shareLink } from '~/lib/client/share';
import { qrCodeUrl, useBookingLink, type BookingLink } from '~/features/admin-share/api/get-booking-link';
import { useRecordShare } from '~/features/admin-share/api/record-share';
import { embedSnippets } from '~/features/admin-share/model/embed-snippets';
import './share.css';

const t = messages.adminShare;

export interface SharePageProps {
  /** The `?verslas=` the page was opened with (null: the member's first business). */
  linkSlug: string | null;
  initial: BookingLink | null;
}

/** Copies `text`; says so in a toast. Resolves to whether it was copied. */
async function copyText(text: string, done: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    showToast({ type: 'success', message: done });
    return true;
  } catch {
    return false;
  }
}

function Snippet({ title, text, code, onCopied, children }: { title: string; text: string; code: string; onCopied: () => void; children?: ReactNode }) {
  const id = useId();
  return (
    <div className="vz-share-snippet">
      <h3 className="vz-share-snippet__title" id={`${id}-title`}>
        {title}
      </h3>
      <p className="vz-share-muted">{text}</p>
      <textarea
        className="vz-share-code"
        readOnly
        rows={4}
        value={code}
        aria-label={format(t.codeOf, { what: title })}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="vz-share-actions">
        <Button type="button" variant="outline" color="pink.9" className="vz-share-touch" onClick={() => void copyText(code, t.codeCopied).then((ok) => ok && onCopied())}>
          {t.copyCode}
        </Button>
      </div>
      {children}
    </div>
  );
}

/**
 * `/administratorius/dalintis-nuoroda`: the booking link with copy and the seed's share helper,
 * its QR code to download or print, and the embed code for the business's own website
 * (docs/decisions/029). Every way of sharing is recorded once: the checklist's step is done.
 */
export function SharePage({ linkSlug, initial }: SharePageProps) {
  const query = useBookingLink(linkSlug, initial);
  const link = query.data;
  const record = useRecordShare(linkSlug, link?.shared ?? []);
  // Native sharing is known only in the browser (seed 2.2 item 15: the button then says "Dalintis").
  const [native, setNative] = useState(false);
  useEffect(() => setNative(canShareNatively(browserShareTarget())), []);
  const snippets = useMemo(
    () => (link ? embedSnippets({ businessName: link.business.name, bookingUrl: link.bookingUrl, embedUrl: link.embedUrl }) : null),
    [link],
  );

  if (!link || !snippets) {
    return query.isError ? (
      <Alert color="red" role="alert" className="vz-share-alert">
        <p>{t.loadFailed}</p>
        <Button variant="white" color="red" mt="xs" className="vz-share-touch" onClick={() => void query.refetch()}>
          {t.retry}
        </Button>
      </Alert>
    ) : (
      <p className="vz-share-muted" role="status">
        {t.loading}
      </p>
    );
  }

  const copyLink = () => void copyText(link.bookingUrl, messages.share.clipboard).then((ok) => ok && record('copy'));
  const share = () =>
    void shareLink(link.business.name, link.bookingUrl, browserShareTarget()).then((outcome) => {
      if (outcome === 'native') {
        showToast({ type: 'success', message: messages.share.native });
        record('native');
      } else if (outcome === 'clipboard') {
        showToast({ type: 'success', message: messages.share.clipboard });
        record('copy');
      }
    });
  const downloaded = (channel: BookingLinkShareChannel) => () => record(channel);
  const shared = link.shared.length > 0;

  return (
    <div className="vz-share">
      <p className="vz-share-intro">{t.intro}</p>

      <section className="vz-share-card" aria-labelledby="vz-share-link-title">
        <h2 className="vz-share-card__title" id="vz-share-link-title">
          {t.linkTitle}
        </h2>
        <p className="vz-share-link">
          <code data-booking-link>{link.bookingUrl}</code>
        </p>
        {link.business.customDomain ? <p className="vz-share-muted">{format(t.ownDomain, { domain: link.business.customDomain })}</p> : null}
        <div className="vz-share-actions vz-share-noprint">
          <Button type="button" color="pink.9" className="vz-share-touch" onClick={copyLink}>
            {t.copy}
          </Button>
          {native ? (
            <Button type="button" variant="outline" color="pink.9" className="vz-share-touch" onClick={share}>
              {t.share}
            </Button>
          ) : null}
          <Button component="a" href={link.bookingUrl} target="_blank" rel="noopener" variant="default" className="vz-share-touch" aria-label={t.openLabel}>
            {t.open}
          </Button>
        </div>
        {shared ? (
          <p className="vz-share-done vz-share-noprint" role="status">
            {t.sharedNote}
          </p>
        ) : null}
      </section>

      <section className="vz-share-card vz-share-print" aria-labelledby="vz-share-qr-title">
        <h2 className="vz-share-card__title" id="vz-share-qr-title">
          {t.qrTitle}
        </h2>
        <p className="vz-share-muted vz-share-noprint">{t.qrText}</p>
        <div className="vz-share-qr">
          <img src={qrCodeUrl(linkSlug, 'svg')} width={240} height={240} alt={format(t.qrAlt, { link: link.bookingUrl })} />
          <p className="vz-share-print-only">
            <strong>{link.business.name}</strong>
            <br />
            {link.bookingUrl}
          </p>
        </div>
        <div className="vz-share-actions vz-share-noprint">
          <Button component="a" href={qrCodeUrl(linkSlug, 'png')} download variant="outline" color="pink.9" className="vz-share-touch" onClick={downloaded('qr_png')}>
            {t.downloadPng}
          </Button>
          <Button component="a" href={qrCodeUrl(linkSlug, 'svg')} download variant="outline" color="pink.9" className="vz-share-touch" onClick={downloaded('qr_svg')}>
            {t.downloadSvg}
          </Button>
          <Button type="button" variant="default" className="vz-share-touch" onClick={() => window.print()}>
            {t.print}
          </Button>
        </div>
      </section>

      <section className="vz-share-card vz-share-noprint" aria-labelledby="vz-share-embed-title">
        <h2 className="vz-share-card__title" id="vz-share-embed-title">
          {t.embedTitle}
        </h2>
        <p className="vz-share-muted">{t.embedText}</p>
        <Snippet title={t.buttonTitle} text={t.buttonText} code={snippets.button} onCopied={() => record('embed')}>
          <p className="vz-share-preview-label">{t.preview}:</p>
          {/* The button as it will look on the business's site (the snippet's own inline style, as a class). */}
          <div className="vz-share-preview">
            <a className="vz-share-embed-button" href={link.bookingUrl} target="_blank" rel="noopener">
              {t.buttonLabel}
            </a>
          </div>
        </Snippet>
        <Snippet title={t.frameTitle} text={format(t.frameText, { brandGenitive: BRAND.genitive })} code={snippets.frame} onCopied={() => record('embed')}>
          <details className="vz-share-details">
            <summary>{t.preview}</summary>
            <iframe
              src={link.embedUrl}
              title={format(t.frameLabel, { business: link.business.name })}
              className="vz-share-frame"
              loading="lazy"
            />
          </details>
        </Snippet>
      </section>

      <section className="vz-share-card vz-share-noprint" aria-labelledby="vz-share-invite-title">
        <h2 className="vz-share-card__title" id="vz-share-invite-title">
          {t.inviteTitle}
        </h2>
        <p className="vz-share-muted">{t.inviteText}</p>
        <div className="vz-share-actions">
          <Link className="vz-share-link-button" to={generatePath('admin_client_invitations', linkSlug ? { slug: linkSlug } : {})}>
            {t.inviteAction}
          </Link>
        </div>
      </section>
    </div>
  );
}
