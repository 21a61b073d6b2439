import { Alert, Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { format, generatePath, messages } from '@vizitas/shared';
import type { InstructionItem, Instructions } from '@vizitas/shared/schemas/admin/onboarding';
import { showToast } from '~/components/toasts/toast';
import { errorMessage } from '~/lib/api/api-client';
import { useInstructions } from '~/features/admin-onboarding/api/get-instructions';
import { useSkipInstruction } from '~/features/admin-onboarding/api/skip-instruction';
import { useRecordLinkCopied } from '~/features/admin-onboarding/api/record-link-shared';
import { canSkipStep, progressOf, publicLink, rulesSentences, stepHref } from '~/features/admin-onboarding/model/checklist';
import './onboarding.css';

const t = messages.onboarding;

export interface OnboardingChecklistProps {
  /** The `?verslas=` the admin page was opened with (null: the member's first business). */
  linkSlug: string | null;
  /** The loader's answer (null when it failed: the browser asks again). */
  initial: Instructions | null;
}

function StateMark({ item }: { item: InstructionItem }) {
  return (
    <span className="vz-ob-mark" data-state={item.state} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
        {item.state === 'done' ? (
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        ) : item.state === 'skipped' ? (
          <path d="M6 12h12" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
        ) : (
          <circle cx="12" cy="12" r="7.5" fill="none" stroke="currentColor" strokeWidth="2" />
        )}
      </svg>
    </span>
  );
}

/** The step's state in words: shown when done or skipped, read out (only) when still to do. */
function StateLabel({ item }: { item: InstructionItem }) {
  if (item.state === 'todo') return <span className="vz-ob-sr">{t.todo}</span>;
  return (
    <span className="vz-ob-badge" data-state={item.state}>
      {item.state === 'done' ? t.done : t.skipped}
    </span>
  );
}

/** The link customers are given, with a copy button (the seed's clipboard message). */
function ShareLink({ href, linkSlug, done }: { href: string; linkSlug: string | null; done: boolean }) {
  const recordCopy = useRecordLinkCopied(linkSlug);
  const copy = () => {
    navigator.clipboard
      .writeText(href)
      .then(() => {
        showToast({ type: 'success', message: messages.share.clipboard });
        // Copying the link shares it: the step is done (docs/decisions/029).
        if (!done) recordCopy.mutate();
      })
      .catch(() => undefined);
  };
  return (
    <div className="vz-ob-share">
      <span className="vz-ob-share__label">{t.yourLink}</span>
      <code className="vz-ob-share__link">{href}</code>
      <Button type="button" variant="outline" color="pink.9" className="vz-ob-touch" onClick={copy}>
        {t.copyLink}
      </Button>
    </div>
  );
}

function Step({
  item,
  instructions,
  linkSlug,
  origin,
  skipping,
  onSkip,
}: {
  item: InstructionItem;
  instructions: Instructions;
  linkSlug: string | null;
  origin: string | null;
  skipping: boolean;
  onSkip: () => void;
}) {
  const step = t.steps[item.instruction];
  const titleId = `vz-ob-step-${item.instruction}`;
  return (
    <li className="vz-ob-step" data-state={item.state} data-instruction={item.instruction} aria-labelledby={titleId}>
      <StateMark item={item} />
      <div className="vz-ob-step__body">
        <div className="vz-ob-step__head">
          <h3 className="vz-ob-step__title" id={titleId}>
            {step.title}
          </h3>
          {item.required && item.state !== 'done' ? <span className="vz-ob-required">{t.required}</span> : null}
          <StateLabel item={item} />
        </div>
        {item.instruction === 'booking_rules' ? (
          <ul className="vz-ob-rules">
            {rulesSentences(instructions.bookingRules).map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        ) : null}
        <p className="vz-ob-step__text">
          {item.instruction === 'booking_rules' && item.state === 'done' ? t.steps.booking_rules.doneText : step.text}
        </p>
        {item.instruction === 'share_link' && origin ? <ShareLink href={publicLink(instructions.business, origin)} linkSlug={linkSlug} done={item.state === 'done'} /> : null}
        {item.state === 'todo' ? (
          <div className="vz-ob-step__actions">
            <Link className="vz-ob-action" data-required={item.required || undefined} to={stepHref(item.instruction, instructions.business, linkSlug)}>
              {step.action}
            </Link>
            {canSkipStep(item, instructions.canSkip) ? (
              <Button
                type="button"
                variant="default"
                className="vz-ob-touch"
                loading={skipping}
                aria-label={format(t.skipOf, { title: step.title })}
                onClick={onSkip}
              >
                {t.skip}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The admin home's checklist (docs/decisions/022): each step done from the business's data or
 * skipped by the owner; whether the business is listed in search yet; the link to share.
 */
export function OnboardingChecklist({ linkSlug, initial }: OnboardingChecklistProps) {
  const query = useInstructions(linkSlug, initial);
  const skip = useSkipInstruction(linkSlug);
  // The link to share is built from the page's own address, known in the browser.
  const [origin, setOrigin] = useState<string | null>(null);
  useEffect(() => setOrigin(window.location.origin), []);

  if (!query.data) {
    return query.isError ? (
      <Alert color="red" role="alert" className="vz-ob-alert">
        <p>{t.loadFailed}</p>
        <Button variant="white" color="red" mt="xs" className="vz-ob-touch" onClick={() => void query.refetch()}>
          {t.retry}
        </Button>
      </Alert>
    ) : (
      <p className="vz-ob-muted" role="status">
        {t.loading}
      </p>
    );
  }
  const instructions = query.data;
  const progress = progressOf(instructions.items);
  const onSkip = (item: InstructionItem) =>
    skip.mutate(item.instruction, {
      onSuccess: () => showToast({ type: 'success', message: t.skippedToast }),
      onError: (error) => showToast({ type: 'danger', message: error ? errorMessage(error) || t.skipFailed : t.skipFailed }),
    });

  return (
    <section className="vz-ob" aria-labelledby="vz-ob-title">
      <div className="vz-ob-head">
        <h2 className="vz-ob-title" id="vz-ob-title">
          {t.checklistTitle}
        </h2>
        <p className="vz-ob-progress-text" id="vz-ob-progress">
          {format(t.progress, { done: progress.settled, total: progress.total })}
        </p>
        <progress className="vz-ob-bar" max={progress.total} value={progress.settled} aria-labelledby="vz-ob-progress" />
      </div>
      <Alert color={instructions.onboarded ? 'teal' : 'yellow'} variant="light" className="vz-ob-alert" role="status" data-onboarded={instructions.onboarded}>
        <p>{instructions.onboarded ? t.listed : t.notListed}</p>
      </Alert>
      {progress.complete ? (
        <p className="vz-ob-done">
          {t.allDone} <Link to={generatePath('admin_appointment_list', linkSlug ? { slug: linkSlug } : {})}>{t.goToAppointments}</Link>
        </p>
      ) : null}
      <ol className="vz-ob-steps">
        {instructions.items.map((item) => (
          <Step
            key={item.instruction}
            item={item}
            instructions={instructions}
            linkSlug={linkSlug}
            origin={origin}
            skipping={skip.isPending && skip.variables === item.instruction}
            onSkip={() => onSkip(item)}
          />
        ))}
      </ol>
    </section>
  );
}
