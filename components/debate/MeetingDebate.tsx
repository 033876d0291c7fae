import { PoliticianPhoto } from '@/components/actor/PoliticianPhoto';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { getMeetingDebate } from '@/lib/data/debates/debates';
import type { DebateEvent, DebateItem, DebateSpeech } from '@/lib/data/debates/types';
import { getSiteStatus } from '@/lib/data/site/site';
import { formatDuration } from '@/lib/format/duration';
import { format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { casePath, speechFragment, speechPath } from '@/lib/routes';
import { type DebateTexts, debateTexts } from './debate-messages';
import { SpeakerName } from './SpeakerName';
import { SpeechMeta } from './SpeechMeta';

/**
 * Items with more speeches than this are folded (a closed `<details>`, which needs no JavaScript): a long sitting's
 * page opens on its items, and a reader opens the debate they came for. A link to a speech's anchor opens its item.
 */
export const FOLD_AFTER = 8;

/** The anchor of the debate section on the meeting page. */
export const DEBATE_SECTION = 'debat';

/**
 * The meeting's debate from its transcript, item by item in the sitting's order: each speech with its speaker,
 * time and length, its first paragraphs and a permalink (an anchor here, and its own page for the whole text); the
 * sitting's pauses and end quietly between them. Long items are folded. Says so plainly when there is no transcript.
 */
export async function MeetingDebate({ meetingId }: { meetingId: number }) {
  const [debate, locale, status] = await Promise.all([
    getMeetingDebate(meetingId),
    getLocale(),
    getSiteStatus(),
  ]);
  const t = debateTexts(locale);
  const synthetic = status.kind === 'ready' && status.site.synthetic;
  return (
    <section
      id={DEBATE_SECTION}
      aria-labelledby={`${DEBATE_SECTION}-titel`}
      className="scroll-mt-4 space-y-3"
    >
      <h2 id={`${DEBATE_SECTION}-titel`} className="text-2xl font-bold tracking-tight">
        {t.debate}{' '}
        {debate ? (
          <span className="text-base font-normal text-stone-700">({countText(debate.speechCount, t)})</span>
        ) : null}
      </h2>
      {debate === null ? (
        <p className="rounded border border-dashed border-stone-400 p-6 text-center text-stone-700">
          {t.noTranscript}
        </p>
      ) : (
        <>
          {debate.preliminary ? (
            <p className="rounded border border-amber-700 bg-amber-50 p-3 text-amber-950">{t.preliminary}</p>
          ) : null}
          <ol className="rows">
            {debate.items.map((item) => (
              <li key={item.id} className="py-3">
                <DebateItemView item={item} t={t} synthetic={synthetic} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

const countText = (n: number, t: DebateTexts) => (n === 1 ? t.speechCountOne : format(t.speechCount, { n }));

function DebateItemView({ item, t, synthetic }: { item: DebateItem; t: DebateTexts; synthetic: boolean }) {
  const entries = [
    ...item.speeches.map((s) => ({ kind: 'speech' as const, id: s.id, speech: s })),
    ...item.events.map((e) => ({ kind: 'event' as const, id: e.id, event: e })),
  ].sort((a, b) => a.id - b.id);
  const heading = (
    <h3 className="inline leading-snug font-semibold">
      <span className="mr-2 font-mono text-stone-700">{item.number}.</span>
      <span lang="da" className="break-words">
        {item.title}
      </span>
    </h3>
  );
  const summary = (
    <span className="row-meta block">
      {item.speeches.length > 0
        ? `${countText(item.speeches.length, t)} · ${formatDuration(item.seconds, t.locale)}`
        : t.noSpeeches}
      {item.stage ? <span lang="da"> · {item.stage}</span> : null}
    </span>
  );
  const body = (
    <div className="mt-2 space-y-1">
      {item.caseId !== null ? (
        <p className="text-sm">
          {t.caseLink}:{' '}
          <LocaleLink href={casePath(item.caseId)} prefetch={false} className="target text-link" lang="da">
            {item.caseNumber ?? item.title}
          </LocaleLink>
        </p>
      ) : null}
      {entries.length > 0 ? (
        <ol className="space-y-1">
          {entries.map((entry) =>
            entry.kind === 'speech' ? (
              <SpeechEntry key={entry.id} speech={entry.speech} t={t} synthetic={synthetic} />
            ) : (
              <EventEntry key={entry.id} event={entry.event} t={t} />
            ),
          )}
        </ol>
      ) : null}
    </div>
  );
  if (item.speeches.length <= FOLD_AFTER)
    return (
      <div>
        {heading}
        {summary}
        {body}
      </div>
    );
  return (
    <details className="group">
      <summary className="flex min-h-11 cursor-pointer list-none flex-col justify-center">
        <span>
          {heading}
          <span aria-hidden="true" className="ml-2 text-red-800 group-open:hidden">
            ▸
          </span>
        </span>
        <span className="row-meta text-red-800 underline underline-offset-2 group-open:hidden">
          {format(t.showItem, { n: item.speeches.length, time: formatDuration(item.seconds, t.locale) })}
        </span>
        <span className="hidden group-open:block">{summary}</span>
      </summary>
      {body}
    </details>
  );
}

function SpeechEntry({ speech, t, synthetic }: { speech: DebateSpeech; t: DebateTexts; synthetic: boolean }) {
  return (
    <li
      id={speechFragment(speech.id)}
      className="scroll-mt-4 border-t border-stone-200 py-3 first:border-t-0"
    >
      <article aria-label={format(t.speechLabel, { name: speech.speaker.name })} className="flex gap-3">
        <PoliticianPhoto url={null} name={speech.speaker.name} synthetic={synthetic} size="small" />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3">
            <SpeakerName speaker={speech.speaker} spokesperson={speech.type === 'Ordfører'} t={t} />
            <span className="row-meta">
              <SpeechMeta start={speech.start} seconds={speech.seconds} t={t} />
              {' · '}
              <a href={`#${speechFragment(speech.id)}`} className="target text-link" aria-label={t.permalink}>
                #
              </a>
            </span>
          </p>
          <div lang="da" className="max-w-prose space-y-2 text-pretty break-words">
            {speech.paragraphs.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are fixed text in a fixed order
              <p key={i}>{p}</p>
            ))}
          </div>
          <p>
            <LocaleLink href={speechPath(speech.id)} prefetch={false} className="target text-link text-sm">
              {speech.truncated ? t.readAll : t.permalink}
            </LocaleLink>
          </p>
        </div>
      </article>
    </li>
  );
}

function EventEntry({ event, t }: { event: DebateEvent; t: DebateTexts }) {
  const label = event.kind === 'Pause' ? t.pause : event.kind === 'MødeSlut' ? t.end : t.event;
  return (
    <li className="border-t border-stone-200 py-2 text-sm text-stone-700 italic first:border-t-0">
      <span className="font-semibold not-italic">{label}</span>
      {event.start ? (
        <>
          {' '}
          <SpeechMeta start={event.start} seconds={null} t={t} />
        </>
      ) : null}
      {event.text ? (
        <>
          {' – '}
          <span lang="da">{event.text}</span>
        </>
      ) : null}
    </li>
  );
}
