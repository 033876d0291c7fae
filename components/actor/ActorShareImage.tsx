import { partyColour } from '@/components/charts/party-colour';
import { SHARE_COLOR, ShareImageFrame } from '@/components/share/ShareImageFrame';
import type { ActorSummary, PoliticianProfile } from '@/lib/data/actors/types';
import { clipText } from '@/lib/format/clip-text';
import { formatDanishDate } from '@/lib/format/danish-date';
import { defineMessages, format } from '@/lib/i18n/locale';
import { actorDisplayName } from './display-name';

/** Share images are fetched without the reader's language cookie: Danish. */
const TEXT = defineMessages({
  da: { unnamed: 'Aktør {id}', until: 'til {date}' },
  en: { unnamed: 'Actor {id}', until: 'until {date}' },
}).da;

/** The longest seat text under the party before it is cut (two lines). */
const MAX_SEAT = 130;

/** 'Socialdemokratiet (S)', from the party history, else from the biografi; null without either. */
function partyLabel(
  profile: PoliticianProfile,
): { code: string | null; label: string; until: string | null } | null {
  const spell = profile.latestParty;
  if (spell && (spell.partyName || spell.party)) {
    const label =
      spell.partyName && spell.party
        ? `${spell.partyName} (${spell.party})`
        : (spell.partyName ?? spell.party ?? '');
    return { code: spell.party, label, until: spell.to ? formatDanishDate(spell.to) : null };
  }
  const bio = profile.biografi;
  if (!bio?.party) return null;
  return {
    code: bio.partyShortName,
    label: bio.partyShortName ? `${bio.party} (${bio.partyShortName})` : bio.party,
    until: null,
  };
}

/**
 * The share image of an actor. A politician: their minister post now ('Udenrigsminister', lib/data/actors/actor-offices-load.ts),
 * else the biografi's title ('Medlem af Folketinget'), above the name, then
 * the party (with its colour; the last one and when it ended, for a former member) and the seat. No photo: the
 * image is drawn without the network. Any other actor (committee, party group, ministry): its type and session
 * above its name. In the shared frame, with its demo-data label.
 */
export function ActorShareImage({
  actor,
  profile,
  office = null,
  synthetic,
}: {
  actor: ActorSummary;
  /** A person's profile; null for other actors. */
  profile: PoliticianProfile | null;
  /** A person's minister post now (its title, 'udenrigsminister'); null for none. */
  office?: string | null;
  synthetic: boolean;
}) {
  const name = actorDisplayName(actor) ?? format(TEXT.unnamed, { id: actor.id });
  if (!profile) {
    const kicker = [actor.typeName, actor.period?.title].filter(Boolean).join(' · ');
    return <ShareImageFrame kicker={kicker} title={name} synthetic={synthetic} />;
  }
  const party = partyLabel(profile);
  const seat = profile.biografi?.constituency ?? null;
  const kicker = office ? office.charAt(0).toLocaleUpperCase('da') + office.slice(1) : null;
  return (
    <ShareImageFrame
      kicker={kicker ?? profile.biografi?.title ?? actor.typeName}
      title={name}
      synthetic={synthetic}
    >
      {party ? (
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <div style={{ display: 'flex', width: 28, height: 28, background: partyColour(party.code) }} />
          <div style={{ display: 'flex', fontSize: 40 }}>{party.label}</div>
          {party.until ? (
            <div style={{ display: 'flex', fontSize: 32, color: SHARE_COLOR.muted }}>
              {format(TEXT.until, { date: party.until })}
            </div>
          ) : null}
        </div>
      ) : null}
      {seat ? (
        <div style={{ display: 'flex', color: SHARE_COLOR.muted }}>{clipText(seat, MAX_SEAT)}</div>
      ) : null}
    </ShareImageFrame>
  );
}
