import { HOLDING_STATUSES } from '@vizitas/booking-engine';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { HOLDING_STATUS_LIST_SQL, holdsTime } from './holding';
import { appointments } from './schema/index';

describe('the holding statuses in SQL', () => {
  it('are the engine’s, written as literals', () => {
    expect(HOLDING_STATUSES).toEqual(['pending', 'confirmed']);
    expect(HOLDING_STATUS_LIST_SQL).toBe("('pending', 'confirmed')");
    const query = new PgDialect().sqlToQuery(holdsTime(appointments.status));
    expect(query.sql).toBe(`"appointments"."status" in ('pending', 'confirmed')`);
    expect(query.params).toEqual([]);
  });
});
