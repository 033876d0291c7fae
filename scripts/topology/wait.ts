/**
 * Polls `check` every `everyMs` until it returns a value other than null/false, and returns that value and the
 * seconds it took; after `timeoutMs` throws, naming `what` and the last reason `check` gave (a thrown error's
 * message).
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | null | false> | T | null | false,
  timeoutMs: number,
  everyMs = 250,
): Promise<{ value: T; seconds: number }> {
  const started = performance.now();
  let last = 'not yet';
  for (;;) {
    try {
      const value = await check();
      if (value !== null && value !== false) return { value, seconds: (performance.now() - started) / 1000 };
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    if (performance.now() - started > timeoutMs)
      throw new Error(`${what}: not within ${timeoutMs / 1000} s (last: ${last})`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** The status and body of a GET (the body only for statuses below 500), or the network error's message. */
export async function fetchText(url: string, timeoutMs = 10_000): Promise<{ status: number; text: string }> {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
  return { status: res.status, text: await res.text() };
}
