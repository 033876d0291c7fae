/*
 * The wake-up call from a request that queued mail to the sender in the same process (lib/alerts), so a confirmation
 * goes out at once rather than at the sender's next look. Kept on `globalThis` under a registered symbol: Next
 * bundles the route that queues and the server that sends as separate copies of this module.
 */
const KICK = Symbol.for('tingdata.alerts.kick');
type WithKick = typeof globalThis & { [KICK]?: () => void };

/** The sender registers how to wake it (null to stop being woken). */
export function onSenderKick(wake: (() => void) | null): void {
  const holder = globalThis as WithKick;
  if (wake) holder[KICK] = wake;
  else delete holder[KICK];
}

/** Wakes the sender of this process, if one runs here; never throws. */
export function kickSender(): void {
  try {
    (globalThis as WithKick)[KICK]?.();
  } catch {
    // A sender that fails to wake sends at its next look: the mail is in the outbox.
  }
}
