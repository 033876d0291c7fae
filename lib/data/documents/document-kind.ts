import type { DocumentRecord } from './types';

/**
 * Whether a document's page has a feed: a question's, of its answers (app/dokument/[id]/feed.xml). An answer, a
 * bill's text or an annex changes no more once published — a reprint aside — so there is nothing to follow.
 */
export const hasAnswerFeed = (record: DocumentRecord): boolean => record.question?.id === record.detail.id;
