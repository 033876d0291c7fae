/**
 * Reads the parts of a systemd service unit (deploy/systemd/) and an environment file (deploy/env/) that say what
 * runs and with what: `ExecStart`, `Environment`, `EnvironmentFile`, `WorkingDirectory`. The topology test starts
 * its processes from these, so the units the docs show are the commands the test runs. Only what our units use is
 * understood; anything else in those keys is an error, never silently different from systemd.
 */

export interface ServiceUnit {
  /** ExecStart split into words, `%i` replaced, `${VAR}` still to expand. */
  readonly execStart: readonly string[];
  /** `Environment=` assignments, in order (later ones win, as in systemd). */
  readonly environment: Readonly<Record<string, string>>;
  /** `EnvironmentFile=` paths, in order; `optional` for a leading `-`. */
  readonly environmentFiles: readonly { readonly path: string; readonly optional: boolean }[];
  readonly workingDirectory: string | null;
}

/** Splits a value into words as systemd does for ExecStart and Environment: spaces, double or single quotes. */
export function splitWords(text: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  let quote: '"' | "'" | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quote) {
      if (c === quote) quote = null;
      else if (c === '\\' && quote === '"' && i + 1 < text.length) word += text[++i] as string;
      else word += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      word ??= '';
    } else if (c === ' ' || c === '\t') {
      if (word !== null) words.push(word);
      word = null;
    } else if (c === '\\' && i + 1 < text.length) {
      word = (word ?? '') + (text[++i] as string);
    } else {
      word = (word ?? '') + c;
    }
  }
  if (quote) throw new Error(`unclosed ${quote} in: ${text}`);
  if (word !== null) words.push(word);
  return words;
}

/** `%i` is the instance (the part after `@`), `%%` a percent sign; other specifiers are not used by our units. */
export function expandSpecifiers(text: string, instance: string | null): string {
  return text.replace(/%(.)/g, (_, s: string) => {
    if (s === '%') return '%';
    if (s === 'i') {
      if (instance === null) throw new Error(`%i in a unit started without an instance: ${text}`);
      return instance;
    }
    throw new Error(`unsupported specifier %${s} in: ${text}`);
  });
}

/** `${VAR}` and `$VAR` from the unit's environment, as systemd expands ExecStart; an unset variable is an error. */
export function expandVariables(word: string, env: Readonly<Record<string, string>>): string {
  return word.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (_, a, b) => {
    const name = (a ?? b) as string;
    const value = env[name];
    if (value === undefined)
      throw new Error(`ExecStart uses $${name}, which the unit's environment does not set`);
    return value;
  });
}

/** Parses a service unit's text; `instance` is what follows `@` in a template's instance name. */
export function parseServiceUnit(text: string, instance: string | null = null): ServiceUnit {
  let section = '';
  let execStart: string[] | null = null;
  const environment: Record<string, string> = {};
  const environmentFiles: { path: string; optional: boolean }[] = [];
  let workingDirectory: string | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1] as string;
      continue;
    }
    if (section !== 'Service') continue;
    const eq = line.indexOf('=');
    if (eq < 0) throw new Error(`not a key=value line in [Service]: ${line}`);
    const key = line.slice(0, eq).trim();
    const value = expandSpecifiers(line.slice(eq + 1).trim(), instance);
    if (key === 'ExecStart') {
      if (execStart) throw new Error('more than one ExecStart in a simple service');
      if (/^[-@+!:]/.test(value)) throw new Error(`ExecStart prefixes are not used here: ${value}`);
      execStart = splitWords(value);
    } else if (key === 'Environment') {
      for (const assignment of splitWords(value)) {
        const at = assignment.indexOf('=');
        if (at <= 0) throw new Error(`not an assignment in Environment=: ${assignment}`);
        environment[assignment.slice(0, at)] = assignment.slice(at + 1);
      }
    } else if (key === 'EnvironmentFile') {
      const optional = value.startsWith('-');
      environmentFiles.push({ path: optional ? value.slice(1) : value, optional });
    } else if (key === 'WorkingDirectory') {
      workingDirectory = value;
    }
  }
  if (!execStart?.length) throw new Error('the unit has no ExecStart');
  return { execStart, environment, environmentFiles, workingDirectory };
}

/**
 * An environment file as systemd reads it: `KEY=value` lines, `#` comments, blank lines; a value may be quoted.
 * No variable expansion (systemd does none in these files).
 */
export function parseEnvironmentFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (!m) throw new Error(`not a KEY=value line: ${line}`);
    const value = (m[2] as string).trim();
    const quoted = /^(["'])(.*)\1$/.exec(value);
    env[m[1] as string] = quoted ? (quoted[2] as string) : value;
  }
  return env;
}
