import { Fragment } from 'react';
import { messages } from '@vizitas/shared';

/** A day's hours: each interval kept on one line, the line broken between them ("09:00–13:00, 13:30–18:00"), or "Nedirba". */
export function Hours({
  intervals,
  closed = messages.adminSchedule.closed,
}: {
  intervals: ReadonlyArray<readonly [string, string]>;
  closed?: string;
}) {
  if (intervals.length === 0) return <span className="vz-as-closed">{closed}</span>;
  return (
    <>
      {intervals.map(([start, end], index) => (
        // The separator outside the unbreakable interval: a narrow card wraps between intervals.
        <Fragment key={`${start}-${end}`}>
          <span className="vz-as-interval-text">{`${start}–${end}`}</span>
          {index < intervals.length - 1 ? ', ' : ''}
        </Fragment>
      ))}
    </>
  );
}
