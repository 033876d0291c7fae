import { renderMetrics } from '@/lib/metrics/metrics';

export const dynamic = 'force-dynamic';

/** Prometheus metrics of this process (upstream requests, latency, errors, cache lookups) in the text format. */
export async function GET(): Promise<Response> {
  const { body, contentType } = await renderMetrics();
  return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
}
