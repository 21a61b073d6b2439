import { Button, Text, Textarea } from '@mantine/core';
import { type KeyboardEvent, type MouseEvent, useState, useSyncExternalStore } from 'react';
import { DEFAULT_TIME_ZONE, format, messages } from '@vizitas/shared';
import { REVIEW_COMMENT_MAX } from '@vizitas/shared/schemas/review';
import { APPOINTMENT_REVIEW_DIALOG } from '~/features/reviews/model/review-dialog';
import { GenericModal } from '~/components/dialogs/generic-modal';
import { closeModal } from '~/components/dialogs/modal-store';
import { showToast } from '~/components/toasts/toast';
import { markShown } from '~/lib/client/storage';
import { formatLongDateAt } from '~/lib/dates';
import { commentReview, rateAppointment, ReviewApiError, type PendingAppointment } from '~/features/reviews/api/review-api';
import { reviewState } from '~/features/reviews/model/review-state';
import './reviews.css';

const m = messages.appointmentReview;

/** "trečiadienis, lapkričio 18 d." (the seed's 'dddd, MMMM D [d.]') in Vilnius. */
export function visitDate(iso: string): string {
  return formatLongDateAt(iso, DEFAULT_TIME_ZONE);
}

function visitLine(appointment: PendingAppointment): string {
  return format(m.visit, {
    business: appointment.business.name,
    date: visitDate(appointment.start),
    services: appointment.services.join(', '),
  });
}

// Toasts outside `try` blocks (docs/decisions/006).
function toastThanks() {
  showToast({ type: 'success', message: m.thanks });
}
function toastCommentSaved() {
  showToast({ type: 'success', message: m.commentSaved });
}
function toastError(message: string) {
  showToast({ type: 'danger', message });
}

/** A star link: `onRate(rating, appointmentId)`, the id read from the dialog's `data-appointment-id`. */
function StarLinks({ onRate, busy }: { onRate: (rating: number, appointmentId: string | null) => void; busy: boolean }) {
  const [hover, setHover] = useState(0);
  const choose = (element: HTMLElement, rating: number) => {
    if (!busy) onRate(rating, element.closest<HTMLElement>('[data-appointment-id]')?.dataset.appointmentId ?? null);
  };
  const onClick = (event: MouseEvent<HTMLAnchorElement>, rating: number) => {
    event.preventDefault();
    choose(event.currentTarget, rating);
  };
  // Links answer Enter; as buttons (their role) they answer Space too.
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, rating: number) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    choose(event.currentTarget, rating);
  };
  return (
    <div className="vz-review-stars" onMouseLeave={() => setHover(0)} aria-busy={busy}>
      {[1, 2, 3, 4, 5].map((rating) => (
        <a
          key={rating}
          href="#"
          role="button"
          data-rating={rating}
          className={rating <= hover ? 'vz-review-star is-lit' : 'vz-review-star'}
          aria-label={format(m.star, { stars: rating })}
          aria-disabled={busy || undefined}
          onMouseEnter={() => setHover(rating)}
          onClick={(event) => onClick(event, rating)}
          onKeyDown={(event) => onKeyDown(event, rating)}
        >
          ★
        </a>
      ))}
    </div>
  );
}

/**
 * The appointment review dialog (seed 2.2 item 2): not dismissible; a row of star links. A click
 * on any star marks the dialog shown for this visit (session storage), saves the rating, then
 * offers an optional comment.
 */
export default function AppointmentReviewModal() {
  const appointment = useSyncExternalStore(reviewState.subscribe, reviewState.get, () => null);
  const [step, setStep] = useState<'rate' | 'saving' | 'comment' | 'sending'>('rate');
  const [reviewId, setReviewId] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  if (!appointment) return null;

  const rate = (rating: number, appointmentId: string | null) => {
    markShown(APPOINTMENT_REVIEW_DIALOG, appointmentId ?? appointment.id);
    setStep('saving');
    rateAppointment(appointment.id, rating).then(
      (review) => {
        setReviewId(review.id);
        setStep('comment');
        toastThanks();
      },
      (error: unknown) => {
        const message = error instanceof ReviewApiError ? error.message : m.failed;
        toastError(message);
        if (error instanceof ReviewApiError && error.status >= 400 && error.status < 500) closeModal(APPOINTMENT_REVIEW_DIALOG);
        else setStep('rate');
      },
    );
  };

  const saveComment = () => {
    if (!reviewId) return;
    const text = comment.trim();
    if (text === '') {
      closeModal(APPOINTMENT_REVIEW_DIALOG);
      return;
    }
    setStep('sending');
    commentReview(reviewId, text).then(
      () => {
        toastCommentSaved();
        closeModal(APPOINTMENT_REVIEW_DIALOG);
      },
      (error: unknown) => {
        toastError(error instanceof ReviewApiError ? error.message : m.failed);
        setStep('comment');
      },
    );
  };

  const commenting = step === 'comment' || step === 'sending';
  return (
    <GenericModal
      id={APPOINTMENT_REVIEW_DIALOG}
      title={commenting ? m.commentTitle : m.title}
      closable={false}
      hideCloseButtons
      width={520}
      footer={
        commenting ? (
          <div className="vz-modal__actions">
            <Button variant="default" onClick={() => closeModal(APPOINTMENT_REVIEW_DIALOG)} disabled={step === 'sending'}>
              {m.skip}
            </Button>
            <Button onClick={saveComment} loading={step === 'sending'}>
              {m.commentSave}
            </Button>
          </div>
        ) : undefined
      }
    >
      <div className="vz-review" data-appointment-id={appointment.id}>
        <Text fw={600} mb={4}>
          {visitLine(appointment)}
        </Text>
        {commenting ? (
          <Textarea
            label={m.commentLabel}
            placeholder={m.commentPlaceholder}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={REVIEW_COMMENT_MAX}
            autosize
            minRows={3}
            maxRows={8}
            description={format(m.commentCounter, { count: comment.length, max: REVIEW_COMMENT_MAX })}
            data-autofocus
          />
        ) : (
          <>
            <Text c="dimmed" mb="md">
              {m.text}
            </Text>
            <StarLinks onRate={rate} busy={step === 'saving'} />
            {step === 'saving' ? (
              <Text size="sm" c="dimmed" mt="xs" role="status">
                {m.saving}
              </Text>
            ) : null}
          </>
        )}
      </div>
    </GenericModal>
  );
}
