import { createRequire } from 'node:module';

/**
 * A real Web Push service on loopback for the web push journey: `web-push-testing` hands out
 * subscriptions for a VAPID key, checks the server's VAPID JWT and key on every message, decrypts
 * the payload (RFC 8291) and keeps what arrived. The product accepts it as a push service through
 * `WEB_PUSH_EXTRA_SERVICES` (playwright.config.ts: the port after the product's).
 */
const require = createRequire(import.meta.url);

interface TestingServer {
  startServer(): void;
  _server?: { close(done: () => void): void; on(event: 'listening', done: () => void): void; listening: boolean };
}

export interface PushService {
  subscribe(applicationServerKey: string): Promise<{ endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string }>;
  messages(clientHash: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function startPushService(port: number): Promise<PushService> {
  const Server = require('web-push-testing/src/server.js') as new (model: unknown, port: number) => TestingServer;
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => unknown };
  const server = new Server(new PushApiModel(), port);
  const log = console.log;
  console.log = () => undefined;
  try {
    server.startServer();
    await new Promise<void>((resolve) => (server._server?.listening ? resolve() : server._server?.on('listening', resolve)));
  } finally {
    console.log = log;
  }
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`http://localhost:${port}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`push service ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { data: unknown };
  };
  return {
    async subscribe(applicationServerKey) {
      const answer = await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
      return answer.data as { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };
    },
    async messages(clientHash) {
      const answer = await post('/get-notifications', { clientHash });
      return (answer.data as { messages: string[] }).messages;
    },
    close: () => new Promise<void>((resolve) => (server._server ? server._server.close(() => resolve()) : resolve())),
  };
}
