/**
 * The access matrix's row of web push (docs/decisions/027): `POST /webpush/` keeps the logged-in
 * user's own browser subscription (a visitor gets 401). The endpoint is a loopback push service,
 * which the test app (not in production) accepts.
 */
import type { AccessCase } from './access-matrix.ts';

export const pushCases: AccessCase[] = [
  {
    area: 'user',
    route: '/webpush/',
    method: 'POST',
    path: () => '/webpush/',
    body: () => ({
      subscription: {
        endpoint: 'http://localhost:1/notify/access-matrix',
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      },
    }),
    summary: 'subscribe this browser to web push',
  },
];
