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
   * The operator hid a review with a reason (recorded in the hide's transaction: its author and the
   * business are told there); it leaves the public pages and the average.
   */
  'review.hidden': { businessId: string; reviewId: string; byUserId: string; hiddenAt: string; reason: string };
  /** The operator showed a hidden review again: it is back on the public pages and in the average. */
  'review.shown': { businessId: string; reviewId: string };
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
 * Sends an event this process emitted to the other processes on the same database
 * (`./event-relay.ts`, docs/decisions/035); they run its {@link DomainEventBus.onAnyProcess}
 * subscribers.
 */
export type EventPublisher = (name: DomainEventName, payload: DomainEvents[DomainEventName]) => void;

/**
 * The events of one running app. `emit` is called after the transaction that made the change
 * has committed; each subscriber runs then, and one that throws is reported through `onError`
 * without stopping the others or failing the request that emitted.
 *
 * Two kinds of after-commit subscribers: `on` runs for this process's own events only (work that
 * must happen once: a mail wake-up, the onboarding check); `onAnyProcess` also runs for the events
 * of every other process on the same database, relayed to this one (what this process keeps in
 * memory about the data: the calendar's caches, the page cache).
 */
export class DomainEventBus {
  readonly #handlers = new Map<DomainEventName, Set<DomainEventHandler<DomainEventName>>>();
  readonly #everywhere = new Map<DomainEventName, Set<DomainEventHandler<DomainEventName>>>();
  readonly #transactional = new Map<DomainEventName, Set<TransactionalEventHandler<DomainEventName>>>();
  readonly #missed = new Set<() => void>();
  #publish: EventPublisher | undefined;

  constructor(private readonly onError: (error: unknown, event: DomainEventName | 'events.missed') => void) {}

  /** Subscribes to this process's own events; the returned function unsubscribes. */
  on<Name extends DomainEventName>(name: Name, handler: DomainEventHandler<Name>): () => void {
    return subscribe(this.#handlers, name, handler);
  }

  /**
   * Subscribes to the event whichever process emitted it (this one, or another one on the same
   * database once a relay is attached); the returned function unsubscribes.
   */
  onAnyProcess<Name extends DomainEventName>(name: Name, handler: DomainEventHandler<Name>): () => void {
    return subscribe(this.#everywhere, name, handler);
  }

  /** From now on every event emitted here with an any-process subscriber is also given to `publish`. */
  attachRelay(publish: EventPublisher): void {
    this.#publish = publish;
  }

  /**
   * Subscribes to a gap in the other processes' events: the relay calls {@link eventsMissed} when
   * it listens again after losing its connection, when the events sent meanwhile are lost. What is
   * kept in memory about the data (the subscribers of {@link onAnyProcess}) is then dropped
   * whole, since which business changed is unknown. The returned function unsubscribes.
   */
  onEventsMissed(handler: () => void): () => void {
    this.#missed.add(handler);
    return () => void this.#missed.delete(handler);
  }

  /** Other processes' events may have been missed (the relay calls this): runs the {@link onEventsMissed} subscribers. */
  eventsMissed(): void {
    for (const handler of this.#missed) {
      try {
        handler();
      } catch (error) {
        this.onError(error, 'events.missed');
      }
    }
  }

  /** An event another process emitted (the relay calls this): runs the any-process subscribers only. */
  receive(name: DomainEventName, payload: DomainEvents[DomainEventName]): void {
    this.#run(this.#everywhere, name, payload);
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
    this.#run(this.#handlers, name, payload);
    this.#run(this.#everywhere, name, payload);
    if (this.#publish && this.#everywhere.has(name)) {
      try {
        this.#publish(name, payload);
      } catch (error) {
        this.onError(error, name);
      }
    }
  }

  #run(map: Map<DomainEventName, Set<DomainEventHandler<DomainEventName>>>, name: DomainEventName, payload: unknown): void {
    for (const handler of map.get(name) ?? []) {
      try {
        handler(payload as DomainEvents[DomainEventName]);
      } catch (error) {
        this.onError(error, name);
      }
    }
  }
}

function subscribe<Name extends DomainEventName>(
  map: Map<DomainEventName, Set<DomainEventHandler<DomainEventName>>>,
  name: Name,
  handler: DomainEventHandler<Name>,
): () => void {
  let handlers = map.get(name);
  if (!handlers) {
    handlers = new Set();
    map.set(name, handlers);
  }
  const stored = handler as DomainEventHandler<DomainEventName>;
  handlers.add(stored);
  return () => void handlers.delete(stored);
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

// ---------------------------------------------------------------------------------------------
// Reactions, declared once per module (docs/decisions/052)

/** One thing a module does when an event happens, with what it needs (`deps`). */
export type Reaction<Deps> =
  | {
      readonly phase: 'transaction';
      readonly events: readonly DomainEventName[];
      readonly run: (deps: Deps, tx: Tx, event: never, name: never) => Promise<void>;
    }
  | {
      readonly phase: 'this-process' | 'any-process';
      readonly events: readonly DomainEventName[];
      readonly run: (deps: Deps, event: never, name: never) => void | Promise<void>;
    }
  | { readonly phase: 'events-missed'; readonly run: (deps: Deps) => void };

/** What one module does on which event: its `reactions.ts` declares it, `reactions.ts` at the root lists it. */
export interface ModuleReactions<Deps> {
  /** Whose reactions these are (the module, or the layer: jobs, pages). */
  readonly owner: string;
  readonly reactions: ReadonlyArray<Reaction<Deps>>;
}

function namesOf<Name extends DomainEventName>(on: Name | readonly Name[]): readonly Name[] {
  return typeof on === 'string' ? [on] : on;
}

/**
 * The ways a reaction with the dependencies `Deps` can follow an event:
 * - `inTransaction`: inside the command's transaction, with it (a throw rolls the change back):
 *   rows and jobs that must exist exactly when the change does;
 * - `afterCommit`: after this process's own commit (work done once: waking a worker, a check);
 * - `anyProcess`: after the commit of any process on the database (what this process keeps in
 *   memory about the data: caches);
 * - `eventsMissed`: when other processes' events may have been lost (drop what is kept).
 * An after-commit reaction that returns a promise has its failure reported like a throw.
 */
export function reactionsOf<Deps>() {
  return {
    inTransaction<Name extends DomainEventName>(
      on: Name | readonly Name[],
      run: (deps: Deps, tx: Tx, event: DomainEvents[Name], name: Name) => Promise<void>,
    ): Reaction<Deps> {
      return { phase: 'transaction', events: namesOf(on), run: run as Extract<Reaction<Deps>, { phase: 'transaction' }>['run'] };
    },
    afterCommit<Name extends DomainEventName>(
      on: Name | readonly Name[],
      run: (deps: Deps, event: DomainEvents[Name], name: Name) => void | Promise<void>,
    ): Reaction<Deps> {
      return {
        phase: 'this-process',
        events: namesOf(on),
        run: run as Extract<Reaction<Deps>, { phase: 'this-process' }>['run'],
      };
    },
    anyProcess<Name extends DomainEventName>(
      on: Name | readonly Name[],
      run: (deps: Deps, event: DomainEvents[Name], name: Name) => void | Promise<void>,
    ): Reaction<Deps> {
      return { phase: 'any-process', events: namesOf(on), run: run as Extract<Reaction<Deps>, { phase: 'any-process' }>['run'] };
    },
    eventsMissed(run: (deps: Deps) => void): Reaction<Deps> {
      return { phase: 'events-missed', run };
    },
  };
}

/** A module's reactions with what they need, ready to be wired. */
export interface BoundReactions {
  readonly owner: string;
  wire(bus: DomainEventBus): void;
}

/** Binds `declared` to its dependencies. */
export function withDeps<Deps>(declared: ModuleReactions<Deps>, deps: Deps): BoundReactions {
  return {
    owner: declared.owner,
    wire(bus) {
      for (const reaction of declared.reactions) {
        if (reaction.phase === 'events-missed') {
          bus.onEventsMissed(() => reaction.run(deps));
          continue;
        }
        for (const name of reaction.events) {
          if (reaction.phase === 'transaction') {
            const run = reaction.run as (deps: Deps, tx: Tx, event: unknown, name: DomainEventName) => Promise<void>;
            bus.inTransaction(name, (tx, event) => run(deps, tx, event, name));
            continue;
          }
          const run = reaction.run as (deps: Deps, event: unknown, name: DomainEventName) => void | Promise<void>;
          const handler = (event: unknown) => {
            const outcome = run(deps, event, name);
            if (outcome instanceof Promise) outcome.catch((error: unknown) => bus.reportFailure(error, name));
          };
          if (reaction.phase === 'any-process') bus.onAnyProcess(name, handler);
          else bus.on(name, handler);
        }
      }
    },
  };
}

/** Wires every module's reactions to the app's events: the one list is the app's (`reactions.ts`). */
export function wireReactions(bus: DomainEventBus, list: readonly BoundReactions[]): void {
  for (const bound of list) bound.wire(bus);
}
