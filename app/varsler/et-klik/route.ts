import { answerOneClickGet, answerOneClickPost } from '@/lib/alerts/token-requests';

/** The mails' `List-Unsubscribe` address, RFC 8058 (lib/alerts/token-requests.ts). */
export const GET = (request: Request): Response => answerOneClickGet(request);
export const POST = (request: Request): Promise<Response> => answerOneClickPost(request);
