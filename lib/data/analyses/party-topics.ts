import 'server-only';
import { cache } from 'react';
import { readStore } from '@/lib/data/store-read';
import { loadPartyTopics } from './party-topics-load';
import type { PartyTopics } from './party-topics-shape';

export type { PartyTopic, PartyTopics, TopicCase, TopicSide } from './party-topics-shape';

/** Cases listed per subject under its numbers; the subject asked for in full lists all. */
export const TOPIC_CASES_SHOWN = 5;

/**
 * A party's record by topic (lib/data/analyses/party-topics-load.ts): per subject (ODA's Emneord of type Sagsområde), the
 * cases with a deciding vote in the samling (`periodCode`; null for all) on which the party took a side, counted
 * for, against and abstained, with the newest {@link TOPIC_CASES_SHOWN} cases — all for `fullTopic`.
 */
export const getPartyTopics = cache(
  async (party: string, periodCode: string | null, fullTopic: number | null): Promise<PartyTopics> =>
    readStore(loadPartyTopics, party, periodCode, TOPIC_CASES_SHOWN, fullTopic),
);
