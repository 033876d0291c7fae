/** What the exports answer when there is no store to read. */
export const STORE_MISSING_TEXT = 'Datalageret mangler; byg det med: npm run dataset -- --scale demo\n';

/** A short plain-text answer (a 404's or 503's sentence) from the export routes. */
export function plainResponse(body: string, status: number): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });
}
