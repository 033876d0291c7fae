/**
 * A real FTP server on 127.0.0.1 (ftp-srv, anonymous, read-only) serving a folder of transcript files as the
 * transcripts' FTP area: for the transcript sync's tests and its bench. It counts the commands it answers, by verb,
 * and the bytes it sent, and can answer each command after a fixed latency (a round trip to the real service).
 */
import type { EventEmitter } from 'node:events';
import { statSync } from 'node:fs';
import type { Socket } from 'node:net';
import path from 'node:path';
import { FtpSrv } from 'ftp-srv';

export interface TestFtpServer {
  /** `ftp://127.0.0.1:<port>/`: the served folder is the root. */
  readonly url: string;
  /** Commands answered since the start or the last {@link reset}, by verb (`LIST`, `RETR`, `PASV`…). */
  readonly commands: Map<string, number>;
  /** Bytes of the files sent by `RETR`. */
  bytesSent(): number;
  /** All commands answered. */
  commandCount(): number;
  /** Connections opened. */
  connections(): number;
  reset(): void;
  close(): Promise<void>;
}

export interface TestFtpServerOptions {
  /** Each command is answered this many ms after it arrived (default 0). */
  readonly latencyMs?: number;
  /** Control ports tried in turn, the first free one taken; passive data ports come from `pasvPorts`. */
  readonly ports?: readonly number[];
  readonly pasvPorts?: readonly [number, number];
}

/** Ports 3290–3298 for the control connection, 3300–3319 for passive data connections (the tests' own range). */
const CONTROL_PORTS = Array.from({ length: 9 }, (_, i) => 3290 + i);
/** A port of the tests' range that no test server listens on: connecting to it is refused. */
export const UNUSED_FTP_PORT = 3299;
const PASV_PORTS: [number, number] = [3300, 3319];

/** ftp-srv logs through a bunyan-shaped logger: this one says nothing. */
const silent = {
  trace() {},
  debug() {},
  info() {},
  warn() {},
  error() {},
  fatal() {},
  child() {
    return silent;
  },
};

/** What ftp-srv's connection carries beyond its published types: the command dispatcher we wrap. */
interface Dispatching {
  commands: { handle(message: string | { directive: string }): Promise<unknown> };
  commandSocket: Socket;
}

const verbOf = (message: string | { directive: string }) =>
  (typeof message === 'string' ? (message.trim().split(/\s+/)[0] ?? '') : message.directive).toUpperCase();

async function listenOnFirstFree(
  root: string,
  options: TestFtpServerOptions,
): Promise<{ server: FtpSrv; port: number }> {
  const ports = options.ports ?? CONTROL_PORTS;
  const [pasvMin, pasvMax] = options.pasvPorts ?? PASV_PORTS;
  let lastError: unknown = null;
  for (const port of ports) {
    const before = new Map(
      (['SIGTERM', 'SIGINT', 'SIGQUIT'] as const).map((s) => [s, new Set(process.listeners(s))]),
    );
    const server = new FtpSrv({
      url: `ftp://127.0.0.1:${port}`,
      pasv_url: '127.0.0.1',
      pasv_min: pasvMin,
      pasv_max: pasvMax,
      anonymous: true,
      greeting: 'Tingdata test FTP area',
      log: silent,
      blacklist: ['STOR', 'APPE', 'STOU', 'DELE', 'MKD', 'RMD', 'RNFR', 'RNTO', 'SITE'],
    });
    // ftp-srv ends the process on these signals; the test runner's own handling stays in charge.
    for (const [signal, had] of before)
      for (const l of process.listeners(signal)) if (!had.has(l)) process.removeListener(signal, l);
    server.on('login', (_data, resolve) => resolve({ root }));
    try {
      await server.listen();
      return { server, port };
    } catch (error) {
      lastError = error;
      await server.close();
    }
  }
  throw new Error(`no free port for the test FTP server among ${ports.join(', ')}: ${String(lastError)}`);
}

/** Starts the server on the first free port of 3290–3298; close it when done. */
export async function startTestFtpServer(
  root: string,
  options: TestFtpServerOptions = {},
): Promise<TestFtpServer> {
  const latencyMs = options.latencyMs ?? 0;
  const commands = new Map<string, number>();
  let bytes = 0;
  let connections = 0;
  const { server, port } = await listenOnFirstFree(root, options);
  // 'connect' is emitted before the greeting, for every control connection (not in ftp-srv's published types).
  (server as EventEmitter).on('connect', ({ connection }: { connection: unknown }) => {
    connections++;
    // ftp-srv writes a reply in several writes (150, then 226 right after the data): with Nagle's algorithm on,
    // the second waits for the client's delayed acknowledgement, 40 ms a transfer that no real server costs.
    (connection as Dispatching).commandSocket.setNoDelay(true);
    const dispatcher = (connection as Dispatching).commands;
    const handle = dispatcher.handle.bind(dispatcher);
    dispatcher.handle = async (message) => {
      const verb = verbOf(message);
      commands.set(verb, (commands.get(verb) ?? 0) + 1);
      if (latencyMs > 0) await new Promise((r) => setTimeout(r, latencyMs));
      return handle(message);
    };
    (connection as EventEmitter).on('RETR', (error: unknown, file: string) => {
      if (!error) bytes += statSync(path.resolve(file)).size;
    });
  });
  return {
    url: `ftp://127.0.0.1:${port}/`,
    commands,
    bytesSent: () => bytes,
    commandCount: () => [...commands.values()].reduce((a, b) => a + b, 0),
    connections: () => connections,
    reset() {
      commands.clear();
      bytes = 0;
      connections = 0;
    },
    close: async () => {
      await server.close();
    },
  };
}
