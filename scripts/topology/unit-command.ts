import { readFileSync } from 'node:fs';
import path from 'node:path';
import { npmCommand } from '../lib/run';
import type { Command } from './process-group';
import { expandVariables, parseEnvironmentFile, parseServiceUnit } from './systemd-unit';

/**
 * Where the units in deploy/systemd/ expect things on a server (docs/deploy.md, "Install"), and where the topology
 * test has them: the app (`/opt/tingdata`: this checkout), the environment files (`/etc/tingdata`: deploy/env/) and
 * the state (`/var/lib/tingdata`: a temporary directory).
 */
export const SERVER_PATHS = {
  app: '/opt/tingdata',
  config: '/etc/tingdata',
  state: '/var/lib/tingdata',
} as const;

export type Layout = { readonly [K in keyof typeof SERVER_PATHS]: string };

/** A server path in the given layout (other paths unchanged). */
export function placePath(value: string, layout: Layout): string {
  for (const key of Object.keys(SERVER_PATHS) as (keyof typeof SERVER_PATHS)[]) {
    const prefix = SERVER_PATHS[key];
    if (value === prefix || value.startsWith(`${prefix}/`)) return layout[key] + value.slice(prefix.length);
  }
  return value;
}

/** What systemd starts a service with besides the unit's own variables: PATH and HOME. */
export function serviceBaseEnv(): Record<string, string> {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/root' };
}

/** `npm run <args>` in this checkout, with the environment systemd would give it. */
export function npmRunCommand(args: readonly string[], cwd: string): Command {
  const npm = npmCommand();
  return { argv: [npm.command, ...npm.prefix, 'run', ...args], env: serviceBaseEnv(), cwd };
}

/**
 * The command a unit runs, as systemd would run it on a server laid out as `layout`: its environment files and
 * `Environment=` lines (server paths placed), then `overrides` — which may only replace variables the unit sets, so
 * the test changes nothing the docs do not show — and ExecStart with its variables expanded. systemd starts a
 * service with an almost empty environment; so does this (PATH and HOME only). `/usr/bin/npm` is the npm running
 * this script.
 */
export function unitCommand(
  unitFile: string,
  instance: string | null,
  layout: Layout,
  overrides: Readonly<Record<string, string>> = {},
): Command {
  const unit = parseServiceUnit(readFileSync(unitFile, 'utf8'), instance);
  const env: Record<string, string> = {};
  for (const file of unit.environmentFiles) {
    const placed = placePath(file.path, layout);
    let text: string;
    try {
      text = readFileSync(placed, 'utf8');
    } catch (error) {
      if (file.optional) continue;
      throw new Error(`${path.basename(unitFile)}: EnvironmentFile ${file.path} (${placed}) cannot be read`, {
        cause: error,
      });
    }
    Object.assign(env, parseEnvironmentFile(text));
  }
  Object.assign(env, unit.environment);
  for (const [name, value] of Object.entries(env)) env[name] = placePath(value, layout);
  for (const [name, value] of Object.entries(overrides)) {
    if (!(name in env))
      throw new Error(`${path.basename(unitFile)} does not set ${name}: nothing to override`);
    env[name] = value;
  }
  const words = unit.execStart.map((word) => expandVariables(word, env));
  const [program, ...args] = words;
  const npm = npmCommand();
  const argv = program === '/usr/bin/npm' ? [npm.command, ...npm.prefix, ...args] : words;
  return {
    argv,
    env: { ...serviceBaseEnv(), ...env },
    cwd: placePath(unit.workingDirectory ?? '/', layout),
  };
}
