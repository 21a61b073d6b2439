import { Button } from '@mantine/core';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { DEFAULT_TIME_ZONE, format, messages } from '@vizitas/shared';
import { resolveClientErrorGroup } from '@vizitas/shared/api/operator/console';
import type { ClientErrorGroups } from '@vizitas/shared/schemas/operator-client-errors';
import { showToast } from '~/components/toasts/toast';
import { apiCall, errorMessage } from '~/lib/api/api-client';
import { formatCount } from '~/lib/plural';
import './client-errors.css';
import { LoadFailed } from '~/components/ui/load-failed';

const t = messages.operatorClientErrors;
const timeFormat = new Intl.DateTimeFormat('lt-LT', { timeZone: DEFAULT_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
const when = (instant: string) => timeFormat.format(new Date(instant));

type Group = ClientErrorGroups['groups'][number];

function GroupItem({ group, pending, onResolve }: { group: Group; pending: boolean; onResolve?: (group: Group) => void }) {
  return (
    <li className="vz-oe-group">
      <div className="vz-oe-group__main">
        <p className="vz-oe-group__message">{group.message}</p>
        <p className="vz-oe-group__meta">
          <strong>{formatCount(t.count, group.count)}</strong> ·{' '}
          {format(t.seen, { first: when(group.firstSeen), last: when(group.lastSeen) })}
        </p>
        <dl className="vz-oe-group__facts">
          <div>
            <dt>{t.place}</dt>
            <dd className="vz-oe-code">{group.place ?? t.unknownPlace}</dd>
          </div>
          <div>
            <dt>{t.browsers}</dt>
            <dd>{group.browsers.join(', ') || '—'}</dd>
          </div>
          <div>
            <dt>{t.pages}</dt>
            <dd className="vz-oe-code">{group.pages.join(', ') || '—'}</dd>
          </div>
        </dl>
      </div>
      {onResolve ? (
        <Button
          color="pink.8"
          loading={pending}
          onClick={() => onResolve(group)}
          aria-label={format(t.resolveOf, { message: group.message })}
        >
          {t.resolve}
        </Button>
      ) : null}
    </li>
  );
}

/** `/operatorius/klaidos`: the open error groups with a „resolved“ button each, then the resolved ones. */
export function ClientErrorsPage({ groups }: { groups: ClientErrorGroups | null }) {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<string | null>(null);
  const resolve = async (group: Group) => {
    setPending(group.key);
    try {
      await apiCall(resolveClientErrorGroup, { params: { key: group.key } });
      showToast({ type: 'success', message: t.resolved });
      await revalidator.revalidate();
    } catch (error) {
      showToast({ type: 'danger', message: errorMessage(error) });
    } finally {
      setPending(null);
    }
  };
  const open = groups?.groups.filter((group) => !group.resolved) ?? [];
  const resolved = groups?.groups.filter((group) => group.resolved) ?? [];
  return (
    <div className="vz-op-page">
      <header className="vz-op-page__head">
        <h1>{t.title}</h1>
        <p>{t.intro}</p>
      </header>
      {groups === null ? (
        <LoadFailed text={t.loadFailed} retry={t.tryAgain} onRetry={() => revalidator.revalidate()} />
      ) : (
        <>
          <section aria-labelledby="vz-oe-open" className="vz-op-box">
            <h2 id="vz-oe-open">
              {t.open} ({open.length})
            </h2>
            {open.length === 0 ? (
              <p className="vz-op-empty">{t.none}</p>
            ) : (
              <ul className="vz-oe-list">
                {open.map((group) => (
                  <GroupItem key={group.key} group={group} pending={pending === group.key} onResolve={(g) => void resolve(g)} />
                ))}
              </ul>
            )}
          </section>
          {resolved.length > 0 ? (
            <section aria-labelledby="vz-oe-resolved" className="vz-op-box">
              <h2 id="vz-oe-resolved">
                {t.resolvedTitle} ({resolved.length})
              </h2>
              <ul className="vz-oe-list">
                {resolved.map((group) => (
                  <GroupItem key={group.key} group={group} pending={false} />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
