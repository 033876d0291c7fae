import 'server-only';
import { readAlertsConfig } from '@/lib/config/alerts';

let offered: boolean | null = null;

/**
 * Whether the pages offer "Følg på e-mail" beside their feed links: alerts are on (`ALERTS` writer or proxied,
 * lib/config/alerts.ts). Read once per process; a client component is handed the answer as a prop.
 */
export function alertsOffered(): boolean {
  offered ??= readAlertsConfig().mode !== 'off';
  return offered;
}
