import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { assertPortFree, memoryOf, parseProcStatCpuSeconds, parseProcStatusKb, processTree } from './server-process';

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
