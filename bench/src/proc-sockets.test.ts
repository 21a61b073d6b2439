import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { connectionOwners, ownersOf, parseProcNetTcp, socketInodes } from './proc-sockets';

const TCP = `  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 00000000:0E11 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 5001 1 0000000000000000 100 0 0 10 0
   1: 0100007F:0E11 0100007F:A2C4 01 00000000:00000000 00:00000000 00000000     0        0 5002 1 0000000000000000 20 4 30 10 -1
   2: 0100007F:A2C4 0100007F:0E11 01 00000000:00000000 00:00000000 00000000     0        0 5003 1 0000000000000000 20 4 30 10 -1
   3: 0100007F:0E11 0100007F:A2C6 01 00000000:00000000 00:00000000 00000000     0        0 5004 1 0000000000000000 20 4 30 10 -1
   4: 0100007F:0E11 0100007F:A2C8 06 00000000:00000000 03:00000A1B 00000000     0        0 0 3 0000000000000000
`;
const TCP6 = `  sl  local_address                         remote_address                        st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 0000000000000000FFFF00000100007F:0E11 0000000000000000FFFF00000100007F:A2CA 01 00000000:00000000 00:00000000 00000000     0        0 6001 1 0000000000000000 20 4 30 10 -1
`;

describe('parseProcNetTcp', () => {
  it('reads ports (hex), state and inode of IPv4 and IPv6 rows, skipping the header', () => {
    const rows = parseProcNetTcp(TCP);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual({ localPort: 3601, remotePort: 0, state: 10, inode: 5001 });
    expect(rows[1]).toEqual({ localPort: 3601, remotePort: 41668, state: 1, inode: 5002 });
    expect(rows[4]!.inode).toBe(0);
    expect(parseProcNetTcp(TCP6)).toEqual([{ localPort: 3601, remotePort: 41674, state: 1, inode: 6001 }]);
    expect(parseProcNetTcp('')).toEqual([]);
  });
});

describe('socketInodes', () => {
  it('keeps only socket links', () => {
    expect(socketInodes(['socket:[5002]', 'pipe:[77]', '/dev/null', 'anon_inode:[eventpoll]', 'socket:[6001]'])).toEqual(
      new Set([5002, 6001]),
    );
  });
});

describe('ownersOf', () => {
  it('finds the process holding the server side of each client port', () => {
    const tcp = [...parseProcNetTcp(TCP), ...parseProcNetTcp(TCP6)];
    const sockets = new Map([
      [101, new Set([5001, 5002])],
      [102, new Set([5004, 6001])],
    ]);
    const owners = ownersOf(3601, [41668, 41670, 41674, 41672, 50000], tcp, sockets);
    expect([...owners]).toEqual([
      [41668, 101],
      [41670, 102],
      [41674, 102],
      // closing (no inode) or unknown: nobody's
      [41672, undefined],
      [50000, undefined],
    ]);
  });
});

describe('connectionOwners', () => {
  it('finds this process as the holder of a connection it serves', async () => {
    const server = createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const clientPort = await new Promise<number>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
          const local = response.socket.localPort ?? 0;
          response.resume();
          response.on('end', () => resolve(local));
        });
        req.on('error', reject);
        req.end();
      });
      const owners = connectionOwners(port, [clientPort, 1], [process.pid]);
      expect(owners.get(clientPort)).toBe(process.pid);
      expect(owners.get(1)).toBeUndefined();
    } finally {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
