import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  assertPortFree,
  bannerPrinted,
  childrenOf,
  cpuBetween,
  distinctPids,
  memoryOf,
  parsePidList,
  parseProcStatCpuSeconds,
  parseProcStatusKb,
  processEntries,
  processesAsked,
  processTree,
  serverPidsOf,
  serveNodeFlags,
  type ProcessEntry,
} from './server-process';

describe('/proc parsing', () => {
  it('reads VmHWM and VmRSS in kB', () => {
    const status = 'Name:\tnode\nVmPeak:\t 1200000 kB\nVmHWM:\t  204800 kB\nVmRSS:\t  102400 kB\n';
    expect(parseProcStatusKb(status, 'VmHWM')).toBe(204_800);
    expect(parseProcStatusKb(status, 'VmRSS')).toBe(102_400);
    expect(() => parseProcStatusKb(status, 'VmSwap')).toThrow(/VmSwap/);
  });

  it('reads utime + stime even when the command holds spaces and parentheses', () => {
    const stat = '4761 (node (server) x) R 4718 4718 27906 0 -1 4194304 100 0 0 0 250 50 0 0 20 0 1 0 200397';
    expect(parseProcStatCpuSeconds(stat)).toBe(3);
  });

  it('reads this process', () => {
    expect(memoryOf(process.pid, 'VmRSS')).toBeGreaterThan(1);
    expect(processTree(process.pid)[0]).toBe(process.pid);
  });
});

describe('assertPortFree', () => {
  it('refuses a port another server listens on', async () => {
    const other = createServer();
    await new Promise<void>((resolve) => other.listen({ port: 0, host: '0.0.0.0' }, resolve));
    const port = (other.address() as { port: number }).port;
    try {
      await expect(assertPortFree(port)).rejects.toThrow(/in use/);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
    await expect(assertPortFree(port)).resolves.toBeUndefined();
  });
});

const ENTRY = 'apps/server/dist/server.mjs';
const node = (pid: number, ppid: number, script = `/work/main/${ENTRY}`, args = ''): ProcessEntry => ({
  pid,
  ppid,
  command: `/usr/bin/node ${script} ${args}`.trim(),
});

describe('which processes serve', () => {
  it('one process: the primary serves alone', () => {
    expect(serverPidsOf(10, [node(10, 0)], ENTRY)).toEqual({ primary: 10, workers: [10] });
  });

  it('--processes 2: the primary and its two children running the same script', () => {
    const tree = [
      node(10, 0, ENTRY, '--processes 2'),
      node(11, 10, `/work/main/${ENTRY}`, '--processes 2'),
      node(12, 10, `/work/main/${ENTRY}`, '--processes 2'),
    ];
    expect(serverPidsOf(10, tree, ENTRY)).toEqual({ primary: 10, workers: [11, 12] });
  });

  it('skips a launcher above the server and a helper that runs something else', () => {
    const tree: ProcessEntry[] = [
      { pid: 5, ppid: 0, command: 'npm run serve' },
      { pid: 6, ppid: 5, command: 'sh -c node apps/server/dist/server.mjs --processes 2' },
      node(10, 6),
      node(11, 10),
      { pid: 13, ppid: 10, command: '/usr/bin/convert x.jpg' },
      node(12, 10),
    ];
    expect(serverPidsOf(5, tree, ENTRY)).toEqual({ primary: 10, workers: [11, 12] });
    expect(serverPidsOf(10, tree.slice(2), ENTRY)).toEqual({ primary: 10, workers: [11, 12] });
  });

  it('falls back to the root when nothing runs the script (it exited)', () => {
    expect(serverPidsOf(10, [], ENTRY)).toEqual({ primary: 10, workers: [10] });
  });

  it('lists each process once, the primary first', () => {
    expect(distinctPids({ primary: 10, workers: [10] })).toEqual([{ pid: 10, role: 'worker' }]);
    expect(distinctPids({ primary: 10, workers: [11, 12] })).toEqual([
      { pid: 10, role: 'primary' },
      { pid: 11, role: 'worker' },
      { pid: 12, role: 'worker' },
    ]);
  });

  it('reads how many processes the arguments ask for', () => {
    expect(processesAsked([])).toBe(1);
    expect(processesAsked(['--processes', '2'])).toBe(2);
    expect(processesAsked(['--processes=3'])).toBe(3);
    expect(processesAsked(['--processes', 'du'])).toBe(1);
  });

  it('knows the banner the server prints once every process listens', () => {
    expect(
      bannerPrinted('{"level":30}\nVizitas veikia: http://localhost:3601  (duomenų bazė: PostgreSQL; serverio procesų: 2)'),
    ).toBe(true);
    expect(bannerPrinted('{"level":30,"msg":"Server listening at http://0.0.0.0:3601"}')).toBe(false);
  });
});

describe('/proc children', () => {
  it('parses a children file', () => {
    expect(parsePidList('')).toEqual([]);
    expect(parsePidList('\n')).toEqual([]);
    expect(parsePidList('4711 4712 \n')).toEqual([4711, 4712]);
  });

  it('finds a child this process started, with its command line', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)', 'marker-for-the-test'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => child.once('spawn', resolve));
      expect(childrenOf(process.pid)).toContain(child.pid);
      const entry = processEntries(process.pid).find((each) => each.pid === child.pid);
      expect(entry).toMatchObject({ ppid: process.pid });
      expect(entry!.command).toContain('marker-for-the-test');
      expect(serverPidsOf(process.pid, processEntries(process.pid), 'marker-for-the-test').primary).toBe(child.pid);
    } finally {
      child.kill('SIGKILL');
    }
  });
});

describe('cpuBetween', () => {
  it('gives each process its milliseconds between two readings', () => {
    const before = [
      { pid: 10, role: 'primary' as const, value: 1 },
      { pid: 11, role: 'worker' as const, value: 2 },
    ];
    const after = [
      { pid: 10, role: 'primary' as const, value: 1.01 },
      { pid: 11, role: 'worker' as const, value: 2.5 },
    ];
    const cpu = cpuBetween(before, after)!;
    expect(cpu.map((each) => [each.pid, each.role, Math.round(each.ms)])).toEqual([
      [10, 'primary', 10],
      [11, 'worker', 500],
    ]);
  });

  it('is undefined when a reading is missing or a worker was replaced meanwhile', () => {
    const before = [{ pid: 11, role: 'worker' as const, value: 2 }];
    expect(cpuBetween(before, [{ pid: 12, role: 'worker', value: 3 }])).toBeUndefined();
    expect(cpuBetween(before, [{ pid: 11, role: 'worker', value: undefined }])).toBeUndefined();
    expect(cpuBetween(before, [])).toBeUndefined();
    expect(cpuBetween([], [])).toBeUndefined();
  });
});

describe('the node options of npm run serve', () => {
  it('are the words between node and the entry, with the shell\'s defaults filled in', () => {
    const script =
      'npm run build:server && NODE_ENV=production MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX:-2} node --max-old-space-size=${OLD_MB:-192} --max-semi-space-size=${SEMI_MB:-8} apps/server/dist/server.mjs';
    expect(serveNodeFlags(script, {})).toEqual(['--max-old-space-size=192', '--max-semi-space-size=8']);
    expect(serveNodeFlags(script, { OLD_MB: '256', SEMI_MB: '' })).toEqual(['--max-old-space-size=256', '--max-semi-space-size=8']);
    expect(serveNodeFlags('node apps/server/dist/server.mjs', {})).toEqual([]);
    expect(() => serveNodeFlags('node other.mjs', {})).toThrow(/does not start/);
  });

  it('are read from the package.json the product is started by', () => {
    const flags = serveNodeFlags(undefined, {});
    expect(flags.some((flag) => /^--max-old-space-size=\d+$/.test(flag))).toBe(true);
    expect(flags.every((flag) => flag.startsWith('--'))).toBe(true);
  });
});
