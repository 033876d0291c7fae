import { answerConfirm } from '@/lib/alerts/token-requests';

/** The confirm page's button (lib/alerts/token-requests.ts). */
export const POST = (request: Request): Promise<Response> => answerConfirm(request);
