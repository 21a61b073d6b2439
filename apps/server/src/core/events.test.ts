import { describe, expect, it } from 'vitest';
import { DomainEventBus, reactionsOf, type ModuleReactions, withDeps, wireReactions } from './events.ts';

describe('domain events', () => {
  it('delivers an event to every subscriber of its name, and to no other', () => {
    const bus = new DomainEventBus(() => undefined);
    const seen: string[] = [];
    bus.on('review.created', (event) => seen.push(`a:${event.businessId}`));
    bus.on('review.created', (event) => seen.push(`b:${event.reviewId}`));
    bus.on('review.updated', () => seen.push('updated'));
    bus.emit('review.created', { businessId: 'b1', reviewId: 'r1' });
    expect(seen).toEqual(['a:b1', 'b:r1']);
  });

  it('a subscriber that throws is reported and the others still run', () => {
    const errors: string[] = [];
    const bus = new DomainEventBus((error, event) => errors.push(`${event}: ${(error as Error).message}`));
    const seen: string[] = [];
    bus.on('review.updated', () => {
      throw new Error('broken');
    });
    bus.on('review.updated', (event) => seen.push(event.businessId));
    expect(() => bus.emit('review.updated', { businessId: 'b2', reviewId: 'r2' })).not.toThrow();
    expect(seen).toEqual(['b2']);
    expect(errors).toEqual(['review.updated: broken']);
  });

  it('unsubscribing stops delivery', () => {
    const bus = new DomainEventBus(() => undefined);
    let count = 0;
    const off = bus.on('review.created', () => count++);
    bus.emit('review.created', { businessId: 'b', reviewId: 'r' });
    off();
    bus.emit('review.created', { businessId: 'b', reviewId: 'r' });
    expect(count).toBe(1);
  });

  it('a gap in the relayed events runs the gap subscribers, each even when one throws, and no event subscriber', () => {
    const errors: string[] = [];
    const bus = new DomainEventBus((error, event) => errors.push(`${event}: ${(error as Error).message}`));
    const seen: string[] = [];
    bus.onAnyProcess('catalogue.changed', () => seen.push('event'));
    bus.onEventsMissed(() => {
      throw new Error('broken');
    });
    const off = bus.onEventsMissed(() => seen.push('gap'));
    bus.eventsMissed();
    expect(seen).toEqual(['gap']);
    expect(errors).toEqual(['events.missed: broken']);
    off();
    bus.eventsMissed();
    expect(seen).toEqual(['gap']);
  });
});

describe('the transaction’s phase of an event', () => {
  it('runs inside the command’s transaction, before the after-commit subscribers; a throw there rolls the change back and emits nothing', async () => {
    const { createTestDatabase } = await import('@vizitas/db/testing');
    const { sql } = await import('drizzle-orm');
    const { transactionWithEvents } = await import('./events.ts');
    const database = await createTestDatabase();
    try {
      const db = database.db;
      await db.execute(sql`create table event_probe (note text not null)`);
      const bus = new DomainEventBus(() => undefined);
      const order: string[] = [];
      let fail = false;
      bus.inTransaction('review.created', async (tx, event) => {
        // Sees the change not yet committed, and writes with it.
        const rows = await tx.execute(sql`select count(*)::int as n from event_probe`);
        order.push(`tx:${event.reviewId}:${(rows as unknown as { rows: { n: number }[] }).rows[0]!.n}`);
        await tx.execute(sql`insert into event_probe (note) values ('outbox')`);
        if (fail) throw new Error('no outbox');
      });
      bus.on('review.created', (event) => order.push(`after:${event.reviewId}`));
      const ctx = { db, events: bus };

      await transactionWithEvents(ctx, async (tx, record) => {
        await tx.execute(sql`insert into event_probe (note) values ('change')`);
        await record('review.created', { businessId: 'b', reviewId: 'r1' });
        order.push('work done');
      });
      expect(order).toEqual(['tx:r1:1', 'work done', 'after:r1']);

      fail = true;
      await expect(
        transactionWithEvents(ctx, async (tx, record) => {
          await tx.execute(sql`insert into event_probe (note) values ('change')`);
          await record('review.created', { businessId: 'b', reviewId: 'r2' });
        }),
      ).rejects.toThrow('no outbox');
      expect(order).toEqual(['tx:r1:1', 'work done', 'after:r1', 'tx:r2:3']);
      const rows = await db.execute(sql`select note from event_probe order by note`);
      expect((rows as unknown as { rows: { note: string }[] }).rows.map((row) => row.note)).toEqual(['change', 'outbox']);
    } finally {
      await database.close();
    }
  });
});

describe('events of other processes (docs/decisions/035)', () => {
  it('an event emitted here runs both kinds of subscriber and is published only when an any-process subscriber wants its name', () => {
    const bus = new DomainEventBus(() => undefined);
    const seen: string[] = [];
    const published: string[] = [];
    bus.attachRelay((name, payload) => published.push(`${name}:${(payload as { businessId: string }).businessId}`));
    bus.on('catalogue.changed', (event) => seen.push(`here:${event.businessId}`));
    bus.onAnyProcess('catalogue.changed', (event) => seen.push(`any:${event.businessId}`));
    bus.on('review.created', () => seen.push('review here'));
    bus.emit('catalogue.changed', { businessId: 'b1' });
    bus.emit('review.created', { businessId: 'b1', reviewId: 'r1' });
    expect(seen).toEqual(['here:b1', 'any:b1', 'review here']);
    expect(published).toEqual(['catalogue.changed:b1']);
  });

  it('an event received from another process runs the any-process subscribers only, and is not published again', () => {
    const bus = new DomainEventBus(() => undefined);
    const seen: string[] = [];
    const published: string[] = [];
    bus.attachRelay((name) => published.push(name));
    bus.on('catalogue.changed', () => seen.push('here'));
    bus.onAnyProcess('catalogue.changed', (event) => seen.push(`any:${event.businessId}`));
    bus.receive('catalogue.changed', { businessId: 'b2' });
    expect(seen).toEqual(['any:b2']);
    expect(published).toEqual([]);
  });
});

describe('reactions declared by a module and wired from one list (docs/decisions/052)', () => {
  it('each phase runs with its dependencies, the event and its name; a failed promise is reported', async () => {
    const errors: string[] = [];
    const bus = new DomainEventBus((error, event) => errors.push(`${event}: ${(error as Error).message}`));
    const seen: string[] = [];
    const on = reactionsOf<{ tag: string }>();
    const declared: ModuleReactions<{ tag: string }> = {
      owner: 'probe',
      reactions: [
        on.afterCommit(
          ['review.created', 'review.updated'],
          (deps, event, name) => void seen.push(`${deps.tag}:${name}:${event.reviewId}`),
        ),
        on.anyProcess('catalogue.changed', (deps, event) => void seen.push(`${deps.tag}:any:${event.businessId}`)),
        on.afterCommit('catalogue.changed', async () => {
          throw new Error('later');
        }),
        on.inTransaction(
          'review.created',
          async (deps, _tx, event, name) => void seen.push(`${deps.tag}:tx:${name}:${event.reviewId}`),
        ),
        on.eventsMissed((deps) => void seen.push(`${deps.tag}:missed`)),
      ],
    };
    wireReactions(bus, [withDeps(declared, { tag: 'p' })]);

    bus.emit('review.created', { businessId: 'b', reviewId: 'r1' });
    bus.emit('review.updated', { businessId: 'b', reviewId: 'r2' });
    // Another process's event: the any-process reaction only.
    bus.receive('catalogue.changed', { businessId: 'b3' });
    bus.emit('catalogue.changed', { businessId: 'b4' });
    await bus.record({} as never, 'review.created', { businessId: 'b', reviewId: 'r5' });
    bus.eventsMissed();
    await new Promise((resolve) => setImmediate(resolve));

    expect(seen).toEqual([
      'p:review.created:r1',
      'p:review.updated:r2',
      'p:any:b3',
      'p:any:b4',
      'p:tx:review.created:r5',
      'p:missed',
    ]);
    expect(errors).toEqual(['catalogue.changed: later']);
  });
});
