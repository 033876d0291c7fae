import 'server-only';
import type { MeetingVoteRow } from '@/lib/store/meeting-votes';
import { liveCaseHeads } from './meeting-cases';
import { liveRowsInPages } from './meeting-pages';
import { int } from './query';

interface VoteJson {
  readonly id: number;
  readonly nummer: number;
  readonly konklusion: string | null;
  readonly vedtaget: boolean;
  readonly kommentar: string | null;
  readonly Afstemningstype?: { readonly type: string | null } | null;
  readonly Sagstrin?: { readonly sagid: number | null } | null;
}

/**
 * The votes of a meeting as the store's rows (lib/store/meeting-votes.ts), in two rounds: the votes with their
 * type and step, in the order taken (`nummer`, then id), then the steps' cases by id.
 */
export async function liveMeetingVoteRows(meetingId: number): Promise<MeetingVoteRow[]> {
  const votes = await liveRowsInPages<VoteJson>('Afstemning', {
    filter: `mødeid eq ${int(meetingId)}`,
    expand: ['Afstemningstype', 'Sagstrin'],
    select: ['id', 'nummer', 'konklusion', 'vedtaget', 'kommentar', 'Afstemningstype/type', 'Sagstrin/sagid'],
    orderby: 'nummer,id',
  });
  const cases = await liveCaseHeads(
    votes.flatMap((v) => (v.Sagstrin?.sagid != null ? [v.Sagstrin.sagid] : [])),
  );
  return votes.map((v): MeetingVoteRow => {
    const sag = v.Sagstrin?.sagid != null ? cases.get(v.Sagstrin.sagid) : undefined;
    return {
      id: v.id,
      nummer: v.nummer,
      konklusion: v.konklusion,
      vedtaget: v.vedtaget ? 1 : 0,
      kommentar: v.kommentar,
      afstemningstype: v.Afstemningstype?.type ?? null,
      sag_id: sag?.id ?? null,
      sag_nummer: sag?.nummer ?? null,
      sag_titel: sag?.titel ?? null,
      sag_titelkort: sag?.titelkort ?? null,
    };
  });
}
