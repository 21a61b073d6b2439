/**
 * Stage `upload` (docs/decisions/026): picture uploads while sharp re-encodes them. The product is
 * started on PostgreSQL (BENCH_DATABASE_URL, created and dropped as for the HTTP stage; PGlite's
 * own WebAssembly heap would be most of the server's memory) with a temporary DATA_DIR for the
 * files; a new owner registers her
 * business through the API; one ~10 MB JPEG (4000 × 3000, random pixels at quality 90 — the
 * worst case for a decoder and an encoder, 12 megapixels) is made with sharp. Then four clients
 * at once each post it to the seed's `POST /api/admin/gallery-image/create` as a browser's form
 * does and delete the photo again (the gallery holds 40), for the run's duration.
 *
 * Figures: uploads answered 201 per second and MB/s of pictures received, the upload's p50 and
 * p99 time, the server's CPU per upload, and the server's peak RSS (VmHWM, reset after start-up)
 * — QUALITY.md: RSS ≤ 250 MB with 4 concurrent 10 MB uploads.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { formatMs, NONE, verdictOf, type Check, type ReportRow } from './report';
import { dropDatabase, postgresUnreachableReason, recreateDatabase } from './bench-database';
import { startServer, type ServerProcess } from './server-process';

export const UPLOAD_CLIENTS = 4;
export const UPLOAD_PICTURE = { width: 4000, height: 3000, quality: 90 } as const;

export interface UploadBenchOptions {
  port: number;
  databaseUrl: string;
  webBuildDir: string;
  durationS: number;
  log: (line: string) => void;
}

/** The p-th percentile (0–100) of the sorted figures, nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

/** The row of the report from what the run saw. */
export function uploadRow(run: {
  seconds: number;
  times: number[];
  failures: string[];
  pictureBytes: number;
  peakMb: number | undefined;
  startupPeakMb: number | undefined;
  /** RSS right before the run (the server idle after its warm-up uploads). */
  idleMb: number | undefined;
  cpuSeconds: number | undefined;
}): ReportRow {
  const sorted = [...run.times].sort((a, b) => a - b);
  const count = sorted.length;
  const checks: Check[] =
    run.peakMb === undefined ? [] : [{ label: 'RSS ≤ 250 MB', actual: run.peakMb, limit: 250, kind: 'max' }];
  const failures = [...run.failures];
  if (count === 0) failures.push('no upload answered 201');
  if (run.peakMb === undefined) failures.push('peak RSS not readable');
  const perSecond = count / run.seconds;
  return {
    name: `upload a ${(run.pictureBytes / 1e6).toFixed(1)} MB JPEG, ${UPLOAD_CLIENTS} at once (gallery-image/create)`,
    p50: count > 0 ? formatMs(percentile(sorted, 50)) : NONE,
    tail: count > 0 ? `p99 ${formatMs(percentile(sorted, 99))}` : NONE,
    rate: `${perSecond.toFixed(2)} uploads/s`,
    budget: 'server RSS ≤ 250 MB',
    verdict: verdictOf(checks, failures),
    notes:
      `${count} uploads in ${run.seconds.toFixed(1)} s, ${((perSecond * run.pictureBytes) / 1e6).toFixed(1)} MB/s of pictures received; ` +
      `server peak RSS ${run.peakMb?.toFixed(0) ?? '?'} MB (VmHWM reset after the warm-up, idle then ${run.idleMb?.toFixed(0) ?? '?'} MB; start-up peak ${run.startupPeakMb?.toFixed(0) ?? '?'} MB); ` +
      `server CPU ${run.cpuSeconds !== undefined && count > 0 ? ((run.cpuSeconds * 1000) / count).toFixed(0) : '?'} ms per upload ` +
      `(each: multipart, content checks, decode, a 1600 px and an 800 px WebP, then the delete)`,
  };
}

/** A new owner with her business, logged in: the session cookie. */
async function owner(baseUrl: string): Promise<string> {
  const run = Date.now().toString(36);
  const response = await fetch(`${baseUrl}/api/public/business-registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      businessName: `Įkėlimų studija ${run}`,
      categories: ['manikiuras'],
      city: 'vilnius',
      address: 'Gedimino pr. 1',
      phone: '+37061234500',
      slug: `ikelimu-studija-${run}`,
      account: {
        name: 'Įkėlimų Savininkė',
        email: `ikelimai-${run}@example.lt`,
        password: 'Ikelimu-Studija-2027',
        acceptTerms: true,
      },
    }),
  });
  if (response.status !== 201) throw new Error(`registration answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('vizitas_session='));
  if (!cookie) throw new Error('registration set no session cookie');
  return cookie.split(';', 1)[0]!;
}

export function makeUploadPicture(): Promise<Buffer> {
  const { width, height, quality } = UPLOAD_PICTURE;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

async function uploadLoad(server: ServerProcess, cookie: string, picture: Buffer, durationS: number) {
  const times: number[] = [];
  const failures: string[] = [];
  const headers = { cookie, origin: server.baseUrl, accept: 'application/json' };
  const until = performance.now() + durationS * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const form = new FormData();
      form.append('alt', 'Bench');
      form.append('file', new Blob([picture], { type: 'image/jpeg' }), 'nuotrauka.jpg');
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/admin/gallery-image/create`, { method: 'POST', headers, body: form });
      const body = (await response.json()) as { id?: string; code?: string };
      if (response.status !== 201 || !body.id) {
        failures.push(`upload answered ${response.status} ${body.code ?? ''}`.trim());
        if (failures.length > 20) return;
        continue;
      }
      times.push(performance.now() - started);
      const removed = await fetch(`${server.baseUrl}/api/admin/gallery-image/${body.id}`, {
        method: 'DELETE',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{}',
      });
      if (removed.status !== 200) failures.push(`delete answered ${removed.status}`);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: UPLOAD_CLIENTS }, client));
  return { times, failures: [...new Set(failures)], seconds: (performance.now() - started) / 1000 };
}

export async function runUploadBench(options: UploadBenchOptions): Promise<ReportRow[]> {
  const unreachable = await postgresUnreachableReason(options.databaseUrl);
  if (unreachable) throw new Error(`PostgreSQL is unreachable (${unreachable})`);
  await recreateDatabase(options.databaseUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vizitas-bench-upload-'));
  let server: ServerProcess | undefined;
  try {
    options.log(`upload: starting the product on PostgreSQL (files in a temporary DATA_DIR) on port ${options.port}`);
    server = await startServer({
      port: options.port,
      databaseUrl: options.databaseUrl,
      dataDir,
      webBuildDir: options.webBuildDir,
    });
    const startupPeakMb = server.peakRssMb();
    const picture = await makeUploadPicture();
    const cookie = await owner(server.baseUrl);
    options.log(
      `upload: ${UPLOAD_CLIENTS} clients posting a ${(picture.length / 1e6).toFixed(1)} MB JPEG for ${options.durationS} s after a warm-up`,
    );
    // Warm-up: one upload each (sharp's first use loads libvips' code).
    await uploadLoad(server, cookie, picture, 2);
    const idleMb = server.rssMb();
    server.resetPeakRss();
    const cpuBefore = server.cpuSeconds();
    const run = await uploadLoad(server, cookie, picture, options.durationS);
    const cpuAfter = server.cpuSeconds();
    return [
      uploadRow({
        ...run,
        pictureBytes: picture.length,
        peakMb: server.peakRssMb(),
        startupPeakMb,
        idleMb,
        cpuSeconds: cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined,
      }),
    ];
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(options.databaseUrl).catch(() => undefined);
  }
}
