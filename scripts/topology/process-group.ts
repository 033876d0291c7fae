import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';

/**
 * One process of the topology, run as systemd runs a unit's ExecStart: in a process group of its own (npm runs a
 * shell that runs tsx that runs node, and `npm start` may run more), so a signal reaches the whole group, as
 * systemd's `KillMode=control-group` does. Its stdout and stderr go to one log file, appended across restarts.
 */
export interface ProcessGroup {
  readonly name: string;
  readonly logFile: string;
  /** The running group's leader, or null when it has exited. */
  readonly pid: number | null;
  /** The leader's exit code once it has exited by itself (null while running or when a signal ended it). */
  readonly exitCode: number | null;
  /** Resolves when the leader exits (at once when it has). */
  exited(): Promise<void>;
  /** Sends a signal to every process of the group. */
  signal(signal: NodeJS.Signals): void;
  /** SIGKILL to the whole group, as an out-of-memory kill or a pulled plug: nothing runs after it. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL to what is left of the group after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /** Starts the same command again (after it exited), logging to the same file. */
  restart(): void;
}

export interface Command {
  readonly argv: readonly string[];
  readonly env: Readonly<Record<string, string>>;
  readonly cwd: string;
}

const groups = new Set<ChildProcess>();

/** Whatever ends this process (a failed assertion included), no process group of the topology outlives it. */
process.once('exit', () => {
  for (const child of groups) signalGroup(child, 'SIGKILL');
});

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone
  }
}

/** Resolves once no process of the group is left (their ports are free), or after 5 s. */
async function groupGone(child: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if (child.pid) process.kill(-child.pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

export function startProcessGroup(name: string, command: Command, logFile: string): ProcessGroup {
  let child: ChildProcess;
  let exit: Promise<void>;
  const launch = () => {
    const fd = openSync(logFile, 'a');
    writeSync(fd, `--- ${new Date().toISOString()} start: ${command.argv.join(' ')}\n`);
    const [file, ...args] = command.argv;
    if (!file) throw new Error(`${name}: empty command`);
    child = spawn(file, args, {
      cwd: command.cwd,
      // Exactly the unit's environment (Next's typing of process.env asks for NODE_ENV, which Next sets itself).
      env: command.env as NodeJS.ProcessEnv,
      stdio: ['ignore', fd, fd],
      detached: true,
    });
    closeSync(fd);
    groups.add(child);
    const current = child;
    exit = new Promise<void>((resolve) =>
      current.once('exit', (code, signal) => {
        groups.delete(current);
        // The leader is gone; whatever it started (tsx's node, the sync child) goes with it.
        signalGroup(current, 'SIGKILL');
        const line = `--- ${new Date().toISOString()} exit: ${signal ?? `code ${code}`}\n`;
        const out = openSync(logFile, 'a');
        writeSync(out, line);
        closeSync(out);
        void groupGone(current).then(resolve);
      }),
    );
  };
  launch();
  const group: ProcessGroup = {
    name,
    logFile,
    get pid() {
      return running(child) ? (child.pid ?? null) : null;
    },
    get exitCode() {
      return child.exitCode;
    },
    exited: () => exit,
    signal: (signal) => signalGroup(child, signal),
    async kill() {
      signalGroup(child, 'SIGKILL');
      await exit;
    },
    async stop(graceMs = 10_000) {
      if (!running(child)) return;
      signalGroup(child, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
      await exit;
      clearTimeout(timer);
    },
    restart() {
      if (running(child)) throw new Error(`${name} is still running`);
      launch();
    },
  };
  return group;
}

/** The last line of a process's log that matches `pattern`, or null. */
export function lastLogLine(group: ProcessGroup, pattern: RegExp): string | null {
  let text: string;
  try {
    text = readFileSync(group.logFile, 'utf8');
  } catch {
    return null;
  }
  return text.split('\n').findLast((line) => pattern.test(line)) ?? null;
}

/** The last `lines` lines of a process's log, for a failure's report. */
export function logTail(group: ProcessGroup, lines = 40): string {
  let text: string;
  try {
    text = readFileSync(group.logFile, 'utf8');
  } catch {
    return '(no log)';
  }
  return text
    .split('\n')
    .slice(-lines - 1)
    .join('\n');
}
