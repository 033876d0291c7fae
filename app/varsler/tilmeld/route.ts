import { answerSubscribe } from '@/lib/alerts/subscribe-request';

/** The follow form's post (lib/alerts/subscribe-request.ts); `/en/varsler/tilmeld` arrives here in English (proxy.ts). */
export const POST = (request: Request): Promise<Response> => answerSubscribe(request);
