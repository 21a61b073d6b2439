/**
 * Domain events: a command changes rows and the caller emits what happened once the change is
 * committed; subscribers (caches, later notifications and jobs) react. Nothing that emits knows
 * who listens, so the API never reaches into the page cache or any other subscriber.
 */

/** What every appointment event carries: which appointment, of which business, changed by whom. */
export interface AppointmentEvent {
  appointmentId: string;
  businessId: string;
  /** The user who made the change (the customer, a member of the business, the operator). */
  byUserId: string;
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
  };
  /** Other services (so another duration or price) at the same time. */
  'appointment.changed': AppointmentEvent;
  'appointment.completed': AppointmentEvent;
  'appointment.no_show': AppointmentEvent;
  /** What the booking calendar offers changed: services, hours, overrides, days off, rules. */
  'catalogue.changed': { businessId: string };
  /** A customer reviewed a visit; the business's public pages show the new average. */
  'review.created': { businessId: string; reviewId: string };
  /** A customer changed the stars or the comment of a review. */
  'review.updated': { businessId: string; reviewId: string };
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

/**
 * The events of one running app. `emit` is called after the transaction that made the change
 * has committed; each subscriber runs then, and one that throws is reported through `onError`
 * without stopping the others or failing the request that emitted.
 */
export class DomainEventBus {
  readonly #handlers = new Map<DomainEventName, Set<DomainEventHandler<DomainEventName>>>();

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
