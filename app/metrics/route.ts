import { getAlertsDb } from '@/lib/alerts/alerts-connection';
import { registerAlertsMetrics } from '@/lib/alerts/alerts-metrics';
import { readAlertsConfig } from '@/lib/config/alerts';
import { upstreamConfigured } from '@/lib/config/upstream';
import { getMetrics, renderMetrics } from '@/lib/metrics/metrics';
import { registerMirrorMetrics, registerTranscriptMetrics } from '@/lib/metrics/mirror-metrics';
import { readMirrorStatus } from '@/lib/store/mirror-status';
import { getStore } from '@/lib/store/open-store';
import { readReferatSyncStatus } from '@/lib/store/referat-sync-state';

export const dynamic = 'force-dynamic';

/** The mirror's status, or null while its file does not exist yet. */
function mirrorStatus() {
  try {
    return readMirrorStatus(getStore());
  } catch {
    return null;
  }
}

/** The transcript sync's state, or null while the mirror's file or its transcript table does not exist yet. */
function transcriptStatus() {
  try {
    return readReferatSyncStatus(getStore());
  } catch {
    return null;
  }
}

/**
 * Prometheus metrics of this process (upstream requests, latency, errors, cache lookups) in the text format, with
 * `ODA_UPSTREAM` the mirror's and its transcripts' (lib/metrics/mirror-metrics.ts), and on the alerts writer the
 * alerts' (lib/alerts/alerts-metrics.ts).
 */
export async function GET(): Promise<Response> {
  const metrics = getMetrics();
  if (upstreamConfigured()) {
    registerMirrorMetrics(metrics.registry, mirrorStatus);
    registerTranscriptMetrics(metrics.registry, transcriptStatus);
  }
  if (readAlertsConfig().mode === 'writer') registerAlertsMetrics(metrics.registry, getAlertsDb);
  const { body, contentType } = await renderMetrics(metrics);
  return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
}
