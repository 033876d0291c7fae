import { answerRemove } from '@/lib/alerts/token-requests';

/** A remove button of the manage page (lib/alerts/token-requests.ts). */
export const POST = (request: Request): Promise<Response> => answerRemove(request);
