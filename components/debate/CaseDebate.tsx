import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { PageSection } from '@/components/ui/PageSection';
import type { CaseDebateGroup, CaseDebateReading } from '@/lib/data/debates/types';
import { formatDuration } from '@/lib/format/duration';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { localePath, meetingPath, partyPath, speechFragment, speechPath } from '@/lib/routes';
import { type DebateTexts, debateTexts } from './debate-messages';
import { SpeakerName } from './SpeakerName';

const messages = defineMessages({
  da: {
    reading: 'Debat',
    summary: '{speeches} · {time}',
    noParty: 'Uden parti (ministre, formand)',
    speeches: '{n} taler',
    speechesOne: '1 tale',
    inDebate: 'i debatten',
    party: 'Partiet {party}',
  },
  en: {
    reading: 'Debate',
    summary: '{speeches} · {time}',
    noParty: 'Without a party (ministers, the chair)',
    speeches: '{n} speeches',
    speechesOne: '1 speech',
    inDebate: 'in the debate',
    party: 'The party {party}',
  },
});

type Texts = (typeof messages)[Locale];

/** The case page's debate section id. */
export const CASE_DEBATE_SECTION = 'debat';

const count = (n: number, t: Texts) => (n === 1 ? t.speechesOne : format(t.speeches, { n }));

/**
 * "Debatten" on a case page: one block per reading (each agenda item about the case in a sitting's transcript, oldest
 * first) — when, how many speeches and how long, and per party who spoke (spokesperson first), how often and how
 * long, each linking to their first speech in the meeting's debate. Nothing when no transcript names the case.
 */
export function CaseDebate({ readings, locale }: { readings: readonly CaseDebateReading[]; locale: Locale }) {
  if (readings.length === 0) return null;
  const t = messages[locale];
  const dt = debateTexts(locale);
  return (
    <PageSection id={CASE_DEBATE_SECTION} title={dt.debate}>
      <ol className="space-y-6">
        {readings.map((reading) => (
          <li key={reading.itemId} className="space-y-2">
            <h3 className="text-lg font-semibold">
              <span lang="da">{reading.stage ?? t.reading}</span>
              {', '}
              {reading.meetingId !== null ? (
                <LocaleLink href={meetingPath(reading.meetingId)} prefetch={false} className="title-link">
                  <LocalDateTime value={reading.date} locale={locale} />
                </LocaleLink>
              ) : (
                <LocalDateTime value={reading.date} locale={locale} />
              )}
            </h3>
            <p className="row-meta">
              {format(t.summary, {
                speeches: count(reading.speeches, t),
                time: formatDuration(reading.seconds, locale),
              })}
            </p>
            <ul className="rows">
              {reading.groups.map((group) => (
                <GroupRow key={group.party ?? ''} group={group} meetingId={reading.meetingId} t={t} dt={dt} />
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}

function GroupRow({
  group,
  meetingId,
  t,
  dt,
}: {
  group: CaseDebateGroup;
  meetingId: number | null;
  t: Texts;
  dt: DebateTexts;
}) {
  return (
    <li className="grid gap-1 py-2 sm:grid-cols-[8rem_1fr]">
      <span className="font-semibold">
        {group.party ? (
          <LocaleLink
            href={partyPath(group.party)}
            prefetch={false}
            className="party-code target"
            lang="da"
            aria-label={format(t.party, { party: group.party })}
          >
            {group.party}
          </LocaleLink>
        ) : (
          <span className="text-sm text-stone-700">{t.noParty}</span>
        )}
      </span>
      <ul className="space-y-1">
        {group.speakers.map((s) => (
          <li key={s.firstSpeechId} className="flex flex-wrap items-baseline gap-x-2">
            <SpeakerName speaker={{ ...s.speaker, party: null }} spokesperson={s.spokesperson} t={dt} />
            <span className="row-meta">
              {count(s.speeches, t)} · {formatDuration(s.seconds, dt.locale)} ·{' '}
              {/* A plain link, a whole page load: the browser opens the folded item the anchor is in. */}
              <a
                href={localePath(
                  dt.locale,
                  meetingId !== null
                    ? `${meetingPath(meetingId)}#${speechFragment(s.firstSpeechId)}`
                    : speechPath(s.firstSpeechId),
                )}
                className="target text-link"
              >
                {t.inDebate}
              </a>
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}
