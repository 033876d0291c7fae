import { partyColour } from '@/components/charts/party-colour';
import { SHARE_COLOR, ShareImageFrame } from '@/components/share/ShareImageFrame';
import type { PartyProfile } from '@/lib/data/parties/types';
import { formatCount, formatShare } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { agreementOf, attendanceOf } from './party-numbers';

/** Share images are fetched without the reader's language cookie: Danish. */
const TEXT = defineMessages({
  da: {
    kicker: 'Parti i Folketinget',
    members: '{n} medlemmer nu',
    attendance: 'Fremmøde {period}: {share}',
    most: 'Stemte oftest som {code} ({share} af {n} afstemninger)',
  },
  en: {
    kicker: 'Party in the Folketing',
    members: '{n} members now',
    attendance: 'Attendance {period}: {share}',
    most: 'Voted most often like {code} ({share} of {n} votes)',
  },
}).da;

/**
 * A party's share image: its name and code, its colour with its members now, its attendance in the headline samling (lib/data/parties/party-load.ts)
 * and the party it voted with most there. In the shared frame, with its demo-data label.
 */
export function PartyShareImage({ profile, synthetic }: { profile: PartyProfile; synthetic: boolean }) {
  const { party, periods } = profile;
  const last = profile.headline;
  const latest = periods[last];
  const best = profile.agreement
    .map((a) => ({ code: a.party.code, agreement: a.byPeriod[last] ?? null }))
    .filter((a) => agreementOf(a.agreement) !== null)
    .sort((a, b) => (agreementOf(b.agreement) ?? 0) - (agreementOf(a.agreement) ?? 0))[0];
  return (
    <ShareImageFrame kicker={TEXT.kicker} title={`${party.name} (${party.code})`} synthetic={synthetic}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div style={{ display: 'flex', width: 28, height: 28, background: partyColour(party.code) }} />
        <div style={{ display: 'flex', fontSize: 40 }}>
          {format(TEXT.members, { n: formatCount('da', profile.members.length) })}
        </div>
      </div>
      {latest ? (
        <div style={{ display: 'flex', color: SHARE_COLOR.muted }}>
          {format(TEXT.attendance, {
            period: latest.period.title ?? '',
            share: formatShare('da', attendanceOf(latest)),
          })}
        </div>
      ) : null}
      {best?.agreement ? (
        <div style={{ display: 'flex', color: SHARE_COLOR.muted }}>
          {format(TEXT.most, {
            code: best.code,
            share: formatShare('da', agreementOf(best.agreement)),
            n: formatCount('da', best.agreement.both),
          })}
        </div>
      ) : null}
    </ShareImageFrame>
  );
}
