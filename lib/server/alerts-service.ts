import { openAlertsDb } from '@/lib/alerts/alerts-db';
import { startAlertsWriter } from '@/lib/alerts/alerts-writer';
import { readAlertsConfig } from '@/lib/config/alerts';
import { storeVersion } from '@/lib/store/store-version';

export interface AlertsService {
  stop(): Promise<void>;
}

/**
 * Starts the alerts writer (lib/alerts/alerts-writer.ts) in the production server when `ALERTS=writer` (or
 * `SMTP_URL` is set and `ALERTS` is not): its own connection to `ALERTS_DB`, the feeds read from
 * `ALERTS_FEED_ORIGIN`, else from this server at `ownUrl` over loopback. Null in any other mode.
 */
export function startAlertsService(ownUrl: string): AlertsService | null {
  const config = readAlertsConfig();
  if (config.mode !== 'writer') return null;
  const db = openAlertsDb(config.dbPath);
  const writer = startAlertsWriter({
    config,
    db,
    feedOrigin: config.feedOrigin ?? ownUrl,
    storeVersion: () => storeVersion(),
  });
  return {
    stop: async () => {
      await writer.stop();
      db.close();
    },
  };
}
