/**
 * Saving a change of working hours (weekly hours, an override, a day off, a public holiday):
 * first the API is asked which booked visits the change would leave outside working time. None:
 * the change is saved at once (unless it always asks, as a deletion does). Some: the question
 * dialog lists them and the admin chooses to keep them or to cancel them with a message; the
 * change is then saved with her answer.
 */
import { useCallback, useRef, useState } from 'react';
import { format, messages } from '@vizitas/shared';
import type {
  AffectedAppointments,
  CancelAppointmentsInput,
  ScheduleChange,
} from '@vizitas/shared/schemas/admin/schedule-changes';
import { closeModal, openModal } from '~/components/dialogs/modal-store';
import { showToast } from '~/components/toasts/toast';
import { errorMessage } from '~/lib/api/api-client';
import { fetchAffectedAppointments } from '~/features/admin-schedule/api/get-affected-appointments';
import { clientsToPhone } from '~/features/admin-schedule/model/cancelled-visits';

/** The id of the question dialog (`openModal(SCHEDULE_CHANGE_DIALOG)`). */
export const SCHEDULE_CHANGE_DIALOG = 'admin_schedule_change';

const t = messages.adminSchedule.affected;

/** A question asked before a change even when no visit is affected (a deletion). */
export interface ChangeQuestion {
  title: string;
  text: string;
  confirm: string;
}

export interface ChangeRequest<T> {
  /** The change as the affected-visits read takes it; null: nothing can be affected (no check). */
  change: ScheduleChange | null;
  save: (cancel: CancelAppointmentsInput | undefined) => Promise<T>;
  onSaved: (result: T) => void;
  /** A refused save (the form shows the API's message or field errors). */
  onError: (error: unknown) => void;
  question?: ChangeQuestion;
}

export type CancelChoice = 'keep' | 'cancel';

export interface ScheduleChangeFlow {
  run<T>(request: ChangeRequest<T>): void;
  /** The dialog's answer. */
  confirm(choice: CancelChoice, message: string): void;
  affected: AffectedAppointments | null;
  question: ChangeQuestion | null;
  checking: boolean;
  saving: boolean;
  /** The last failure shown in the dialog (a refused save keeps it open). */
  dialogError: string | null;
}

const cancelledCount = (result: unknown) => {
  const ids = (result as { cancelledAppointments?: unknown } | null)?.cancelledAppointments;
  return Array.isArray(ids) ? ids.length : 0;
};

export function useScheduleChange(business: string | null): ScheduleChangeFlow {
  const [affected, setAffected] = useState<AffectedAppointments | null>(null);
  // The list the dialog showed, for the toast once the save returns.
  const affectedRef = useRef<AffectedAppointments | null>(null);
  affectedRef.current = affected;
  const [question, setQuestion] = useState<ChangeQuestion | null>(null);
  const [checking, setChecking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  // The request waiting for the dialog's answer.
  const waiting = useRef<ChangeRequest<unknown> | null>(null);

  const save = useCallback(
    async (request: ChangeRequest<unknown>, cancel: CancelAppointmentsInput | undefined, inDialog: boolean) => {
      setSaving(true);
      setDialogError(null);
      try {
        const result = await request.save(cancel);
        if (inDialog) closeModal(SCHEDULE_CHANGE_DIALOG);
        waiting.current = null;
        const count = cancelledCount(result);
        if (count > 0) {
          const toPhone = clientsToPhone(result, affectedRef.current);
          showToast(
            toPhone
              ? { type: 'success', message: format(t.cancelledCall, { count, clients: toPhone }), autoClose: false }
              : { type: 'success', message: format(t.cancelled, { count }) },
          );
        }
        request.onSaved(result);
      } catch (error) {
        if (inDialog) setDialogError(errorMessage(error));
        request.onError(error);
      } finally {
        setSaving(false);
      }
    },
    [],
  );

  const run = useCallback(
    <T>(request: ChangeRequest<T>) => {
      const generic = request as ChangeRequest<unknown>;
      setDialogError(null);
      const ask = (found: AffectedAppointments | null) => {
        if ((found === null || found.total === 0) && !request.question) {
          void save(generic, undefined, false);
          return;
        }
        waiting.current = generic;
        setAffected(found);
        setQuestion(request.question ?? null);
        openModal(SCHEDULE_CHANGE_DIALOG);
      };
      if (!request.change) {
        ask(null);
        return;
      }
      setChecking(true);
      fetchAffectedAppointments(business, request.change)
        .then(ask, (error: unknown) => request.onError(error))
        .finally(() => setChecking(false));
    },
    [business, save],
  );

  const confirm = useCallback(
    (choice: CancelChoice, message: string) => {
      const request = waiting.current;
      if (!request) return;
      const ids = choice === 'cancel' ? (affected?.appointments.map((row) => row.id) ?? []) : [];
      const reason = message.trim();
      void save(request, ids.length > 0 ? { ids, ...(reason ? { reason } : {}) } : undefined, true);
    },
    [affected, save],
  );

  return { run, confirm, affected, question, checking, saving, dialogError };
}
