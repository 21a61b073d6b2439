/**
 * A real Web Push service on loopback for tests: `web-push-testing` (npm) speaks the protocol —
 * it hands out subscriptions for a VAPID key, checks the VAPID JWT and key of every message,
 * decrypts the payload (aes128gcm, RFC 8291) and keeps what arrived; an expired subscription
 * answers 410. Every call here goes over HTTP, as a push service is reached.
 */
import { createRequire } from 'node:module';
import { createServer } from 'node:net';

const require = createRequire(import.meta.url);

interface TestingServer {
  startServer(): void;
  _server?: { close(done: () => void): void; on(event: 'listening', done: () => void): void; listening: boolean };
}

export interface PushInboxSubscription {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  clientHash: string;
}

export interface PushInbox {
  url: string;
  /** A browser's subscription for the server key `applicationServerKey` (base64url). */
  subscribe(applicationServerKey: string): Promise<PushInboxSubscription>;
  /** The decrypted payloads that arrived for the subscription, in order. */
  messages(clientHash: string): Promise<string[]>;
  /** The browser unsubscribed: the service answers 410 from now on. */
  expire(clientHash: string): Promise<void>;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startPushInbox(): Promise<PushInbox> {
  const Server = require('web-push-testing/src/server.js') as new (model: unknown, port: number) => TestingServer;
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => unknown };
  const port = await freePort();
  const server = new Server(new PushApiModel(), port);
  const log = console.log;
  console.log = () => undefined; // its "Server running on port …"
  try {
    server.startServer();
    await new Promise<void>((resolve) => (server._server?.listening ? resolve() : server._server?.on('listening', resolve)));
  } finally {
    console.log = log;
  }
  const url = `http://localhost:${port}`;
  const post = async (path: string, body?: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`push service ${path}: ${response.status} ${text}`);
    return text.startsWith('{') ? (JSON.parse(text) as { data: unknown }) : null;
  };
  return {
    url,
    async subscribe(applicationServerKey) {
      const answer = (await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey })) as {
        data: { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };
      };
      const { endpoint, keys, clientHash } = answer.data;
      return { subscription: { endpoint, keys }, clientHash };
    },
    async messages(clientHash) {
      const answer = (await post('/get-notifications', { clientHash })) as { data: { messages: string[] } };
      return answer.data.messages;
    },
    async expire(clientHash) {
      await post(`/expire-subscription/${clientHash}`);
    },
    close: () => new Promise<void>((resolve) => (server._server ? server._server.close(() => resolve()) : resolve())),
  };
}
