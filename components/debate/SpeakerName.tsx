import { LocaleLink } from '@/components/ui/LocaleLink';
import type { Speaker } from '@/lib/data/debates/types';
import { actorPath, partyPath } from '@/lib/routes';
import type { DebateTexts } from './debate-messages';

/**
 * Who spoke, as the transcript prints it that day: the name (linked to the politician when the speaker was linked,
 * else marked as not linked), the party code (linked to the party) or the title (a minister's, the chair's), and
 * 'ordfører' for a spokesperson's speech.
 */
export function SpeakerName({
  speaker,
  spokesperson = false,
  t,
}: {
  speaker: Speaker;
  spokesperson?: boolean;
  t: DebateTexts;
}) {
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      {speaker.actorId === null ? (
        <span lang="da" className="font-semibold">
          {speaker.name} <span className="text-sm font-normal text-stone-700 italic">({t.unlinked})</span>
        </span>
      ) : (
        <LocaleLink
          href={actorPath(speaker.actorId)}
          prefetch={false}
          lang="da"
          className="title-link font-semibold"
        >
          {speaker.name}
        </LocaleLink>
      )}
      {speaker.party ? (
        <LocaleLink href={partyPath(speaker.party)} prefetch={false} lang="da" className="party-code target">
          {speaker.party}
        </LocaleLink>
      ) : null}
      {speaker.title ? (
        <span lang="da" className="text-stone-700">
          {speaker.title}
        </span>
      ) : null}
      {spokesperson ? <span className="text-sm text-stone-700">({t.spokesperson})</span> : null}
    </span>
  );
}
