import { describe, expect, it } from 'vitest';
import { DomainEventBus } from './events.ts';

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
});
