import { Alert, Button } from '@mantine/core';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { format, generatePath, messages } from '@vizitas/shared';
import { showToast } from '~/components/toasts/toast';
import { errorMessage } from '~/lib/api/api-client';
import { useInvitations, type InvitationsList } from '~/features/admin-invitations/api/get-invitations';
import { useSendInvitations, type SendInvitationResponse } from '~/features/admin-invitations/api/send-invitations';
import { formatSentAt, isListFile, LIST_FILE_ACCEPT, summarizeResults } from '~/features/admin-invitations/model/invitation-results';
import './invitations.css';

const t = messages.clientInvitations;

export interface InvitationsPageProps {
  linkSlug: string | null;
  initial: InvitationsList | null;
}

function Results({ answer }: { answer: SendInvitationResponse }) {
  const summary = summarizeResults(answer.results);
  return (
    <section className="vz-inv-card" aria-labelledby="vz-inv-results-title" data-results>
      <h2 className="vz-inv-card__title" id="vz-inv-results-title">
        {t.resultsTitle}
      </h2>
      <p role="status">{format(t.resultsSummary, { sent: summary.sent, skipped: summary.skipped })}</p>
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
      <div className="vz-inv-table-wrap" role="region" aria-label={t.resultsTable} tabIndex={0}>
        <table className="vz-inv-table">
          <thead>
            <tr>
              <th scope="col">{t.line}</th>
              <th scope="col">{t.email}</th>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.outcome}</th>
            </tr>
          </thead>
          <tbody>
            {summary.rows.map((row, index) => (
              <tr key={`${row.line}-${index}`} data-outcome={row.outcome}>
                <td data-label={t.line}>{row.line}</td>
                <td data-label={t.email} className="vz-inv-email">
                  {row.email}
                </td>
                <td data-label={t.name}>{row.name ?? '–'}</td>
                <td data-label={t.outcome}>
                  <span className="vz-inv-badge" data-outcome={row.outcome}>
                    {t.outcomes[row.outcome]}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function SentList({ list }: { list: InvitationsList }) {
  return (
    <section className="vz-inv-card" aria-labelledby="vz-inv-sent-title">
      <h2 className="vz-inv-card__title" id="vz-inv-sent-title">
        {t.sentTitle}
      </h2>
      {list.total === 0 ? (
        <p className="vz-inv-muted">{t.noneSent}</p>
      ) : (
        <>
          <p className="vz-inv-muted">{format(t.sentCount, { count: list.total })}</p>
          <ul className="vz-inv-sent">
            {list.items.map((item) => (
              <li key={item.id} className="vz-inv-sent__item">
                <span className="vz-inv-email">{item.email}</span>
                {item.name ? <span className="vz-inv-muted">{item.name}</span> : null}
                <span className="vz-inv-muted">
                  {t.sentAt} {formatSentAt(item.sentAt)}
                </span>
                {item.optedOut ? (
                  <span className="vz-inv-badge" data-outcome="unsubscribed">
                    {t.optedOut}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * `/administratorius/klientu-kvietimai`: paste addresses or read a CSV file, send, see each line's
 * outcome and the invitations sent so far (docs/decisions/029).
 */
export function InvitationsPage({ linkSlug, initial }: InvitationsPageProps) {
  const ids = useId();
  const query = useInvitations(linkSlug, initial);
  const send = useSendInvitations(linkSlug);
  const [list, setList] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [fileNote, setFileNote] = useState<string | null>(null);
  const [answer, setAnswer] = useState<SendInvitationResponse | null>(null);
  const data = query.data;

  const readFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setFileNote(null);
    if (!file) return;
    if (!isListFile(file)) {
      setFormError(t.fileUnreadable);
      return;
    }
    file.text().then(
      (text) => {
        setList(text);
        setFormError(null);
        setFileNote(format(t.fileRead, { name: file.name }));
      },
      () => setFormError(t.fileUnreadable),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (list.trim() === '') {
      setFormError(t.emptyList);
      return;
    }
    setFormError(null);
    send.mutate(list, {
      onSuccess: (result) => {
        setAnswer(result);
        setList('');
        setFileNote(null);
        showToast(result.sent > 0 ? { type: 'success', message: format(t.sentToast, { sent: result.sent }) } : { type: 'danger', message: t.nothingSent });
      },
      onError: (error) => setFormError(errorMessage(error)),
    });
  };

  return (
    <div className="vz-inv">
      <p>{t.intro}</p>
      {data && !data.canSend ? (
        <p className="vz-inv-consent" role="note">
          {t.ownerOnly}
        </p>
      ) : (
      <form className="vz-inv-card" onSubmit={submit} noValidate aria-describedby={`${ids}-limits`}>
        <label className="vz-inv-label" htmlFor={`${ids}-list`}>
          {t.listLabel}
        </label>
        <p className="vz-inv-muted" id={`${ids}-hint`}>
          {t.listHint}
        </p>
        <textarea
          id={`${ids}-list`}
          name="list"
          className="vz-inv-textarea"
          rows={8}
          value={list}
          onChange={(event) => setList(event.currentTarget.value)}
          aria-describedby={`${ids}-hint${formError ? ` ${ids}-error` : ''}`}
          aria-invalid={formError ? true : undefined}
          spellCheck={false}
          autoComplete="off"
        />
        <label className="vz-inv-label" htmlFor={`${ids}-file`}>
          {t.fileLabel}
        </label>
        <p className="vz-inv-muted" id={`${ids}-file-hint`}>
          {t.fileHint}
        </p>
        {/* The browser's own file button speaks its own language: ours, over a hidden input that keeps the keyboard. */}
        <div className="vz-inv-file">
          <input id={`${ids}-file`} type="file" accept={LIST_FILE_ACCEPT} onChange={readFile} aria-describedby={`${ids}-file-hint`} className="vz-inv-file__input" />
          <label htmlFor={`${ids}-file`} className="vz-inv-file__button">
            {t.chooseFile}
          </label>
        </div>
        {fileNote ? (
          <p className="vz-inv-note" role="status">
            {fileNote}
          </p>
        ) : null}
        <p className="vz-inv-muted" id={`${ids}-limits`}>
          {data ? format(t.limits, { limit: data.maxLines, daily: data.dailyLimit }) : null}{' '}
          {data ? format(t.leftToday, { left: data.leftToday }) : null}
        </p>
        <p className="vz-inv-consent">{t.consent}</p>
        {formError ? (
          <Alert color="red" role="alert" id={`${ids}-error`} className="vz-inv-alert">
            {formError}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" color="pink.9" className="vz-inv-touch" loading={send.isPending}>
            {t.send}
          </Button>
        </div>
      </form>
      )}
      {answer ? <Results answer={answer} /> : null}
      {data ? (
        <SentList list={data} />
      ) : query.isError ? (
        <Alert color="red" role="alert" className="vz-inv-alert">
          <p>{t.loadFailed}</p>
          <Button variant="white" color="red" mt="xs" className="vz-inv-touch" onClick={() => void query.refetch()}>
            {t.retry}
          </Button>
        </Alert>
      ) : (
        <p className="vz-inv-muted" role="status">
          {t.loading}
        </p>
      )}
      <p>
        <Link to={generatePath('admin_share_link', linkSlug ? { slug: linkSlug } : {})}>{t.backToShare}</Link>
      </p>
    </div>
  );
}
