import { answerCadence } from '@/lib/alerts/token-requests';

/** A cadence switch of the manage page (lib/alerts/token-requests.ts). */
export const POST = (request: Request): Promise<Response> => answerCadence(request);
