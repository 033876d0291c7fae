import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { PageSection } from '@/components/ui/PageSection';
import { PoliticianPhoto } from '@/components/ui/PoliticianPhoto';
import { type RecordFact, RecordFacts } from '@/components/ui/RecordFacts';
import { ShareButton } from '@/components/ui/ShareButton';
import type { SpeechNeighbour, SpeechRecord } from '@/lib/data/debates/types';
import { formatDuration } from '@/lib/format/duration';
import type { Locale } from '@/lib/i18n/locale';
import { casePath, localePath, meetingPath, speechFragment, speechPath } from '@/lib/routes';
import { debateTexts } from './debate-messages';
import { SpeakerName } from './SpeakerName';
import { speechPageMessages } from './speech-page-messages';
import { speechShareTitle } from './speech-share-text';

/**
 * A speech whole: the speaker and what it was about as the heading, a share button, the text in paragraphs as a
 * quotation, then its facts (time, length, item, case, meeting) and the speeches before and after it.
 */
export function SpeechView({
  speech,
  locale,
  synthetic,
}: {
  speech: SpeechRecord;
  locale: Locale;
  synthetic: boolean;
}) {
  const t = speechPageMessages[locale];
  const dt = debateTexts(locale);
  const { sitting } = speech;
  const facts: RecordFact[] = [
    ...(speech.seconds !== null
      ? [{ key: 'duration', term: t.duration, value: formatDuration(speech.seconds, locale) }]
      : []),
    ...(speech.type ? [{ key: 'type', term: t.type, value: <span lang="da">{speech.type}</span> }] : []),
    {
      key: 'item',
      term: t.item,
      value: (
        <span lang="da">
          {speech.item.number}. {speech.item.title}
          {speech.item.stage ? ` (${speech.item.stage})` : ''}
        </span>
      ),
    },
    ...(speech.case
      ? [
          {
            key: 'case',
            term: t.case,
            value: (
              <LocaleLink href={casePath(speech.case.id)} prefetch={false} className="title-link" lang="da">
                {speech.case.number ? <span className="case-number">{speech.case.number}</span> : null}
                {speech.case.title ?? speech.case.number}
              </LocaleLink>
            ),
          },
        ]
      : []),
    {
      key: 'meeting',
      term: t.meeting,
      value:
        sitting.meetingId !== null ? (
          // A plain link, a whole page load: the browser opens the folded item the anchor is in (a client-side
          // navigation would not).
          <a
            href={localePath(locale, `${meetingPath(sitting.meetingId)}#${speechFragment(speech.id)}`)}
            className="target text-link"
          >
            {t.inDebate}
          </a>
        ) : (
          t.noMeeting
        ),
    },
  ];
  return (
    <>
      <div className="space-y-4">
        <div className="flex gap-4">
          <PoliticianPhoto url={null} name={speech.speaker.name} synthetic={synthetic} size="small" />
          <div className="min-w-0 space-y-1">
            <p className="text-sm font-semibold text-stone-700 uppercase">{t.speech}</p>
            <h1 className="text-3xl font-bold tracking-tight text-balance break-words">
              <SpeakerName speaker={speech.speaker} spokesperson={speech.type === 'Ordfører'} t={dt} />
            </h1>
            <p lang="da" className="text-lg font-semibold text-stone-700 break-words">
              {speech.case?.number ? `${speech.case.number} · ` : ''}
              {speech.case?.title ?? speech.item.title}
            </p>
            <p className="text-stone-700">
              <LocalDateTime
                value={speech.start ?? sitting.date}
                locale={locale}
                format="weekday-date"
                withTime
              />
            </p>
          </div>
        </div>
        {sitting.preliminary ? (
          <p className="rounded border border-amber-700 bg-amber-50 p-3 text-amber-950">{dt.preliminary}</p>
        ) : null}
        <ShareButton path={speechPath(speech.id)} title={speechShareTitle(speech, locale)} />
      </div>
      <section aria-labelledby="tale-tekst" className="space-y-3">
        <h2 id="tale-tekst" className="sr-only">
          {t.text}
        </h2>
        <blockquote
          lang="da"
          className="max-w-prose space-y-3 border-l-4 border-red-800 pl-4 text-lg text-pretty break-words"
        >
          {speech.paragraphs.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are fixed text in a fixed order
            <p key={i}>{p}</p>
          ))}
        </blockquote>
      </section>
      <section aria-labelledby="om-talen" className="space-y-2">
        <h2 id="om-talen" className="sr-only">
          {t.facts}
        </h2>
        <RecordFacts facts={facts} />
      </section>
      <PageSection id="foer-og-efter" title={t.context}>
        <ul className="rows">
          <Neighbour label={t.previous} neighbour={speech.previous} none={t.first} />
          <Neighbour label={t.next} neighbour={speech.next} none={t.last} />
        </ul>
      </PageSection>
    </>
  );
}

function Neighbour({
  label,
  neighbour,
  none,
}: {
  label: string;
  neighbour: SpeechNeighbour | null;
  none: string;
}) {
  return (
    <li className="py-3">
      <span className="row-meta block">{label}</span>
      {neighbour ? (
        <LocaleLink href={speechPath(neighbour.id)} prefetch={false} className="title-link" lang="da">
          {neighbour.name}
          {neighbour.party ? ` (${neighbour.party})` : neighbour.title ? `, ${neighbour.title}` : ''}
        </LocaleLink>
      ) : (
        <span className="text-stone-700">{none}</span>
      )}
    </li>
  );
}
