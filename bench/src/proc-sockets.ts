/**
 * Which server process holds a TCP connection, read from /proc: the connection's server-side
 * socket is the row of /proc/net/tcp (or tcp6) whose local port is the server's and whose remote
 * port is the client's; its inode names the socket, and the process that has it open lists it
 * among /proc/<pid>/fd as `socket:[inode]`. The product sends no header naming its process, so
 * this is how the processes stage tells which worker answered a request on a connection it kept
 * open.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** One socket of /proc/net/tcp or /proc/net/tcp6. */
export interface TcpEntry {
  localPort: number;
  remotePort: number;
  /** The kernel's state number: 1 established, 10 listening. */
  state: number;
  inode: number;
}

/** The port of an `address:port` field (hex; IPv6 addresses have no colon inside in /proc). */
function portOf(field: string): number {
  return Number.parseInt(field.slice(field.lastIndexOf(':') + 1), 16);
}

/** The rows of /proc/net/tcp or tcp6 (the header line is skipped). */
export function parseProcNetTcp(text: string): TcpEntry[] {
  const entries: TcpEntry[] = [];
  for (const line of text.split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (fields.length < 10) continue;
    const entry = {
      localPort: portOf(fields[1]!),
      remotePort: portOf(fields[2]!),
      state: Number.parseInt(fields[3]!, 16),
      inode: Number(fields[9]),
    };
    if ([entry.localPort, entry.remotePort, entry.state, entry.inode].every(Number.isFinite)) entries.push(entry);
  }
  return entries;
}

/** The socket inodes among the targets of a process's fd links (`socket:[123]`). */
export function socketInodes(links: readonly string[]): Set<number> {
  const inodes = new Set<number>();
  for (const link of links) {
    const match = /^socket:\[(\d+)\]$/.exec(link);
    if (match) inodes.add(Number(match[1]));
  }
  return inodes;
}

/**
 * The process holding the server side of each client connection (by the client's local port),
 * or undefined when no process of `socketsByPid` holds it (closed meanwhile, or another's).
 */
export function ownersOf(
  serverPort: number,
  clientPorts: readonly number[],
  tcp: readonly TcpEntry[],
  socketsByPid: ReadonlyMap<number, ReadonlySet<number>>,
): Map<number, number | undefined> {
  const owners = new Map<number, number | undefined>();
  for (const clientPort of clientPorts) {
    const inodes = tcp
      .filter((entry) => entry.localPort === serverPort && entry.remotePort === clientPort && entry.inode > 0)
      .map((entry) => entry.inode);
    let owner: number | undefined;
    for (const [pid, sockets] of socketsByPid) {
      if (inodes.some((inode) => sockets.has(inode))) owner = pid;
    }
    owners.set(clientPort, owner);
  }
  return owners;
}

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The fd link targets of a process (empty when unreadable). */
function fdLinks(pid: number): string[] {
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return [];
  }
  const links: string[] = [];
  for (const fd of fds) {
    try {
      links.push(readlinkSync(`/proc/${pid}/fd/${fd}`));
    } catch {
      // closed meanwhile
    }
  }
  return links;
}

/** {@link ownersOf} for the connections open now, among the processes `pids`. */
export function connectionOwners(
  serverPort: number,
  clientPorts: readonly number[],
  pids: readonly number[],
): Map<number, number | undefined> {
  const tcp = [...parseProcNetTcp(readOrEmpty('/proc/net/tcp')), ...parseProcNetTcp(readOrEmpty('/proc/net/tcp6'))];
  const socketsByPid = new Map(pids.map((pid) => [pid, socketInodes(fdLinks(pid))] as const));
  return ownersOf(serverPort, clientPorts, tcp, socketsByPid);
}
