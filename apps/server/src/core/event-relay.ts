/**
 * Domain events across processes on one PostgreSQL (docs/decisions/035): every event this
 * process emits that has an any-process subscriber is sent with `pg_notify` on one channel, and
 * every process LISTENs on it and runs its own any-process subscribers (the calendar's caches,
 * the page cache) for the events of the others. A write in one process is seen by every other
 * process's caches within milliseconds instead of the caches' time to live.
 *
 * PostgreSQL delivers a notification to every listening session, in the order of the sending
 * transactions' commits; a process ignores its own (it ran them when it emitted). While the
 * listening connection is lost (a restart of PostgreSQL), notifications are missed: the
 * connection is opened again with a growing pause, and once it listens again the bus is told
 * (`eventsMissed`), so what the process keeps about the data is dropped whole. Events this
 * process could not send are sent again with a growing pause (decision 043); they only drop
 * entries, so their order does not matter.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DomainEventBus, DomainEventName, DomainEvents } from './events.ts';

/** The channel every process listens on. */
export const EVENT_CHANNEL = 'vizitas_events';

/** What travels in a notification's payload (JSON; PostgreSQL allows < 8,000 bytes). */
interface RelayedEvent {
  /** The sending process. */
  o: string;
  n: DomainEventName;
  p: DomainEvents[DomainEventName];
}

export interface EventRelayLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface EventRelayOptions {
  /** The database's URL: the listening connection is a client of its own, outside the pool. */
  url: string;
  /** The pool the notifications are sent through. */
  pool: pg.Pool;
  bus: DomainEventBus;
  log: EventRelayLog;
  channel?: string;
}

export interface EventRelay {
  /** This process's name on the channel. */
  readonly origin: string;
  /** Resolves once the events sent so far have been handed to PostgreSQL (tests). */
  flush(): Promise<void>;
  /** Stops listening and sending. */
  close(): Promise<void>;
}

const MAX_PAYLOAD_BYTES = 7_900;
const RECONNECT_MS = [100, 500, 1_000, 2_000, 5_000];
/** The pauses before the events of a failed send are sent again; after the last, they are reported lost. */
export const RESEND_MS = [100, 500, 1_000, 2_000] as const;
/** The listening connection's `application_name` (what `pg_stat_activity` shows). */
export const RELAY_APPLICATION_NAME = 'vizitas-event-relay';

/** Starts listening on the channel and attaches the sending side to `bus`; resolves once listening. */
export async function startEventRelay(options: EventRelayOptions): Promise<EventRelay> {
  const channel = options.channel ?? EVENT_CHANNEL;
  const origin = randomUUID();
  let closing = false;
  let client: pg.Client | undefined;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let listenedBefore = false;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== channel || !message.payload) return;
    let event: RelayedEvent;
    try {
      event = JSON.parse(message.payload) as RelayedEvent;
    } catch (error) {
      options.log.warn({ err: error }, 'event relay: a notification that is not an event');
      return;
    }
    if (event.o === origin) return;
    options.bus.receive(event.n, event.p);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.url, application_name: RELAY_APPLICATION_NAME });
    next.on('notification', onNotification);
    next.on('error', (error) => {
      options.log.warn({ err: error }, 'event relay: the listening connection failed');
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closing) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    attempt = 0;
    // Listening again after a loss: the events sent meanwhile never came.
    if (listenedBefore) options.bus.eventsMissed();
    listenedBefore = true;
  };

  /** Opens the listening connection again after a pause that grows with each failed attempt. */
  const scheduleConnect = () => {
    if (closing || reconnectTimer) return;
    const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)]!;
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect().catch((error: unknown) => {
        options.log.warn({ err: error, attempt }, 'event relay: cannot listen yet');
        scheduleConnect();
      });
    }, delay);
    reconnectTimer.unref();
  };

  /** The listening connection `failed` is gone (an error, or PostgreSQL ended it). */
  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = undefined;
    failed.end().catch(() => undefined);
    scheduleConnect();
  };

  await connect();

  // The events of one turn of the event loop go in one round trip.
  let pending: string[] = [];
  let sending: Promise<void> = Promise.resolve();
  const sendBatch = async (batch: string[]): Promise<void> => {
    for (let failures = 0; ; failures += 1) {
      try {
        await options.pool.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [channel, batch]);
        return;
      } catch (error) {
        const pause = RESEND_MS[failures];
        if (pause === undefined || closing) {
          options.log.error({ err: error, events: batch.length }, 'event relay: events not sent');
          return;
        }
        options.log.warn({ err: error, events: batch.length, attempt: failures + 1 }, 'event relay: events not sent yet');
        await new Promise((resolve) => setTimeout(resolve, pause).unref());
      }
    }
  };
  const send = () => {
    const batch = pending;
    pending = [];
    const previous = sending;
    const sent = sendBatch(batch);
    sending = Promise.all([previous, sent]).then(() => undefined);
  };

  options.bus.attachRelay((name, payload) => {
    if (closing) return;
    const text = JSON.stringify({ o: origin, n: name, p: payload } satisfies RelayedEvent);
    if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
      options.log.error({ event: name, bytes: Buffer.byteLength(text) }, 'event relay: an event too large to send');
      return;
    }
    if (pending.length === 0) setImmediate(send);
    pending.push(text);
  });

  return {
    origin,
    async flush() {
      await new Promise((resolve) => setImmediate(resolve));
      await sending;
    },
    async close() {
      closing = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      await new Promise((resolve) => setImmediate(resolve));
      await sending;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
