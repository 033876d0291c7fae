import { answerDelete } from '@/lib/alerts/token-requests';

/** "Delete all my data" and the unsubscribe page's button (lib/alerts/token-requests.ts). */
export const POST = (request: Request): Promise<Response> => answerDelete(request);
