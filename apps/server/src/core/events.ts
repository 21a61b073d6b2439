/**
 * Domain events: a command changes rows and the caller emits what happened once the change is
 * committed; subscribers (caches, later notifications and jobs) react. Nothing that emits knows
 * who listens, so the API never reaches into the page cache or any other subscriber.
 *
 * Two phases (docs/decisions/017):
 * - in the transaction (`inTransaction` subscribers, run by `record(tx, …)`): work that must
 *   commit or roll back with the change itself — the mail outbox writes its jobs here, with the
 *   command's own transaction, so a crash right after COMMIT loses nothing;
 * - after commit (`on` subscribers, run by `emit`): caches and anything that may be lost with
 *   the process.
 * {@link transactionWithEvents} runs both for a command.
 */
import type { Db, NotificationKind, Tx } from '@vizitas/db';

/** What every appointment event carries: which appointment, of which business, changed by whom. */
export interface AppointmentEvent {
  appointmentId: string;
  businessId: string;
  /**
   * The user who made the change (the customer, a member of the business, the operator); null
   * when the product made it itself (a past visit completed automatically, docs/decisions/028).
   */
  byUserId: string | null;
}

/** Every event the product emits, with what it carries. */
export interface DomainEvents {
  /** A booking was written: by the customer online, or by the business (walk-in, phone). */
  'appointment.created': AppointmentEvent & { status: 'pending' | 'confirmed'; by: 'customer' | 'business' };
  'appointment.confirmed': AppointmentEvent;
  /** The business declined a pending request; `reason` is shown to the customer. */
  'appointment.declined': AppointmentEvent & { reason: string | null };
  /** Cancelled by the customer (`by: 'customer'`) or by the business. */
  'appointment.cancelled': AppointmentEvent & { reason: string | null; by: 'customer' | 'business' };
  /** Another start or specialist (services may have changed with it). */
  'appointment.moved': AppointmentEvent & {
    from: { start: string; end: string; specialistId: string };
    to: { start: string; end: string; specialistId: string };
    /** False when the business chose not to tell the customer about this move. */
    notifyCustomer: boolean;
  };
  /** Other services (so another duration or price) at the same time. */
  'appointment.changed': AppointmentEvent;
  'appointment.completed': AppointmentEvent;
  'appointment.no_show': AppointmentEvent;
  /** What the booking calendar offers changed: services, hours, overrides, days off, rules. */
  'catalogue.changed': { businessId: string };
  /**
   * What the business's page shows of its face changed: name, description, address, contacts,
   * own domain, categories, logo, profile photo, gallery or a specialist's photo (docs/decisions/026).
   */
  'business.profile_changed': { businessId: string };
  /**
   * A visit's reminder is due and its sent-marker written (docs/decisions/028): recorded in the
   * marker's transaction only, so the mail outbox enqueues the reminder's mail with it.
   */
  'appointment.reminded': { appointmentId: string; businessId: string; noticeId: string; kind: 'reminder_24h' | 'reminder_2h' };
  /** A completed visit's review request is due and its sent-marker written (as above). */
  'appointment.review_requested': { appointmentId: string; businessId: string; noticeId: string };
  /** An owner of a free-plan business asked for the premium plan (the mail outbox mails the platform). */
  'business.premium_requested': { businessId: string; requestId: string };
  /** A customer reviewed a visit; the business's public pages show the new average. */
  'review.created': { businessId: string; reviewId: string };
  /** A customer changed the stars or the comment of a review. */
  'review.updated': { businessId: string; reviewId: string };
  /**
   * In-app notification rows were written (recorded in their transaction's phase only: the
   * channels that follow a row, web push first, enqueue their jobs with it).
   */
  'notifications.recorded': { notifications: Array<{ id: string; userId: string; kind: NotificationKind }> };
}

/** The appointment events, by name. */
export const APPOINTMENT_EVENTS = [
  'appointment.created',
  'appointment.confirmed',
  'appointment.declined',
  'appointment.cancelled',
  'appointment.moved',
  'appointment.changed',
  'appointment.completed',
  'appointment.no_show',
] as const satisfies readonly (keyof DomainEvents)[];

export type DomainEventName = keyof DomainEvents;
export type DomainEventHandler<Name extends DomainEventName> = (payload: DomainEvents[Name]) => void;
/** A subscriber of the transaction's phase: writes with the command's transaction; a throw rolls the change back. */
export type TransactionalEventHandler<Name extends DomainEventName> = (tx: Tx, payload: DomainEvents[Name]) => Promise<void>;

/**
 * The events of one running app. `emit` is called after the transaction that made the change
 * has committed; each subscriber runs then, and one that throws is reported through `onError`
 * without stopping the others or failing the request that emitted.
 */
export class DomainEventBus {
  readonly #handlers = new Map<DomainEventName, Set<DomainEventHandler<DomainEventName>>>();
  readonly #transactional = new Map<DomainEventName, Set<TransactionalEventHandler<DomainEventName>>>();

  constructor(private readonly onError: (error: unknown, event: DomainEventName) => void) {}

  /** Subscribes; the returned function unsubscribes. */
  on<Name extends DomainEventName>(name: Name, handler: DomainEventHandler<Name>): () => void {
    let handlers = this.#handlers.get(name);
    if (!handlers) {
      handlers = new Set();
      this.#handlers.set(name, handlers);
    }
    const stored = handler as DomainEventHandler<DomainEventName>;
    handlers.add(stored);
    return () => void handlers.delete(stored);
  }

  /**
   * Subscribes to the transaction's phase: `handler` runs inside the transaction of every command
   * that records `name`, with that transaction. The returned function unsubscribes.
   */
  inTransaction<Name extends DomainEventName>(name: Name, handler: TransactionalEventHandler<Name>): () => void {
    let handlers = this.#transactional.get(name);
    if (!handlers) {
      handlers = new Set();
      this.#transactional.set(name, handlers);
    }
    const stored = handler as unknown as TransactionalEventHandler<DomainEventName>;
    handlers.add(stored);
    return () => void handlers.delete(stored);
  }

  /**
   * Runs the transaction's phase of an event, one subscriber after the other, inside `tx`. A
   * subscriber that throws fails the command: its transaction rolls back, nothing half done.
   */
  async record<Name extends DomainEventName>(tx: Tx, name: Name, payload: DomainEvents[Name]): Promise<void> {
    for (const handler of this.#transactional.get(name) ?? []) await handler(tx, payload);
  }

  /** Reports the failure of a subscriber's asynchronous work, as a throw of the subscriber itself is. */
  reportFailure(error: unknown, event: DomainEventName): void {
    this.onError(error, event);
  }

  emit<Name extends DomainEventName>(name: Name, payload: DomainEvents[Name]): void {
    for (const handler of this.#handlers.get(name) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        this.onError(error, name);
      }
    }
  }
}

/** Records an event inside the running transaction; it is emitted once that transaction has committed. */
export type RecordEvent = <Name extends DomainEventName>(name: Name, payload: DomainEvents[Name]) => Promise<void>;

/**
 * `work` in one transaction of `db`: each event it records runs the transaction's phase at once
 * (inside that transaction) and is emitted after COMMIT, in the order recorded. A rolled-back
 * transaction emits nothing.
 */
export async function transactionWithEvents<T>(
  ctx: { db: Db; events: DomainEventBus },
  work: (tx: Tx, record: RecordEvent) => Promise<T>,
): Promise<T> {
  const recorded: Array<() => void> = [];
  const result = await ctx.db.transaction(async (tx) =>
    work(tx, async (name, payload) => {
      await ctx.events.record(tx, name, payload);
      recorded.push(() => ctx.events.emit(name, payload));
    }),
  );
  for (const emit of recorded) emit();
  return result;
}
