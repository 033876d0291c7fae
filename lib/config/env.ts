/**
 * Reading the environment: every variable the site, the servers and the scripts take is read by a module in
 * lib/config (one per concern), through these two helpers, so a wrong value fails at start with its name.
 */

/** The environment as read here (`process.env`, or a plain object in tests). */
export type Env = Readonly<Record<string, string | undefined>>;

/**
 * The whole number `name` holds, or `fallback` when it is unset or blank.
 * @throws Error naming the variable when it is not a whole number from `min` to `max`.
 */
export function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${text}"`);
  return n;
}
