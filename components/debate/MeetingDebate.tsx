import { danishLang } from '@/components/ui/DanishText';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { initials } from '@/components/ui/PoliticianPhoto';
import { getMeetingDebate } from '@/lib/data/debates/debates';
import type { DebateEvent, DebateItem, DebateSpeech } from '@/lib/data/debates/types';
import { formatDuration } from '@/lib/format/duration';
import { formatTime, parseLocalDateTime } from '@/lib/format/local-date-time';
import { format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { actorPath, casePath, localePath, partyPath, speechFragment, speechPath } from '@/lib/routes';
import { type DebateTexts, debateTexts } from './debate-messages';

/** The anchor of the debate section on the meeting page. */
export const DEBATE_SECTION = 'debat';

/**
 * The meeting's debate from its transcript, item by item in the sitting's order: each speech with its speaker,
 * time and length, its first paragraphs and a permalink (an anchor here, and its own page for the whole text); the
 * sitting's pauses and end quietly between them. Long items are folded. Says so plainly when there is no transcript.
 */
export async function MeetingDebate({ meetingId }: { meetingId: number }) {
  const [debate, locale] = await Promise.all([getMeetingDebate(meetingId), getLocale()]);
  const t = debateTexts(locale);
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
          {debate.items.some((item) => item.speeches.some((s) => s.speaker.actorId === null)) ? (
            <p className="text-sm text-stone-700">{t.unlinkedNote}</p>
          ) : null}
          {debate.preliminary ? (
            <p className="rounded border border-amber-700 bg-amber-50 p-3 text-amber-950">{t.preliminary}</p>
          ) : null}
          <ol className="rows">
            {debate.items.map((item) => (
              <li key={item.id} className="py-3">
                <DebateItemView item={item} t={t} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

const countText = (n: number, t: DebateTexts) => (n === 1 ? t.speechCountOne : format(t.speechCount, { n }));

function DebateItemView({ item, t }: { item: DebateItem; t: DebateTexts }) {
  // The transcript's words are Danish: marked so on the English page (on the Danish page the page's language says it).
  const lang = danishLang(t.locale);
  const entries = [
    ...item.speeches.map((s) => ({ kind: 'speech' as const, id: s.id, speech: s })),
    ...item.events.map((e) => ({ kind: 'event' as const, id: e.id, event: e })),
  ].sort((a, b) => a.id - b.id);
  const heading = (
    <h3 className="inline leading-snug font-semibold">
      <span className="mr-2 font-mono text-stone-700">{item.number}.</span>
      <span lang={lang} className="break-words">
        {item.title}
      </span>
    </h3>
  );
  const summary = (
    <span className="row-meta block">
      {item.speeches.length > 0
        ? `${countText(item.speeches.length, t)} · ${formatDuration(item.seconds, t.locale)}`
        : t.noSpeeches}
      {item.stage ? <span lang={lang}> · {item.stage}</span> : null}
    </span>
  );
  const body = (
    <div className="mt-2 space-y-1">
      {item.caseId !== null ? (
        <p className="text-sm">
          {t.caseLink}:{' '}
          <LocaleLink
            href={casePath(item.caseId)}
            prefetch={false}
            className="target min-w-6 text-link"
            lang={lang}
          >
            {item.caseNumber ?? item.title}
          </LocaleLink>
        </p>
      ) : null}
      {entries.length > 0 ? (
        <ol className="space-y-1">
          {entries.map((entry) =>
            entry.kind === 'speech' ? (
              <SpeechEntry key={entry.id} speech={entry.speech} t={t} />
            ) : (
              <EventEntry key={entry.id} event={entry.event} t={t} />
            ),
          )}
        </ol>
      ) : null}
    </div>
  );
  if (!item.folded)
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

/** One speech, lean (a sitting has hundreds): initials, speaker line with the time linking to its page, its lead. */
function SpeechEntry({ speech, t }: { speech: DebateSpeech; t: DebateTexts }) {
  const lang = danishLang(t.locale);
  const { speaker } = speech;
  const parsed = parseLocalDateTime(speech.start);
  const time = parsed ? formatTime(parsed, t.locale) : null;
  const meta = [time, speech.seconds !== null ? formatDuration(speech.seconds, t.locale) : null]
    .filter(Boolean)
    .join(' · ');
  const last = speech.paragraphs.length - 1;
  // The initials (the photo placeholder) are drawn by the stylesheet from `data-initials` (app/globals.css .speech).
  return (
    <li id={speechFragment(speech.id)} className="speech" data-initials={initials(speaker.name)}>
      <p className="speech-head">
        {speaker.actorId === null ? (
          <span lang={lang} className="font-semibold">
            {`${speaker.name} (${t.unlinked})`}
          </span>
        ) : (
          <a
            href={localePath(t.locale, actorPath(speaker.actorId))}
            lang={lang}
            className="title-link font-semibold"
          >
            {speaker.name}
          </a>
        )}
        {speaker.party ? (
          <a href={localePath(t.locale, partyPath(speaker.party))} lang={lang} className="party-code target">
            {speaker.party}
          </a>
        ) : null}
        {speaker.title ? <span lang={lang}>{speaker.title}</span> : null}
        {speech.type === 'Ordfører' ? <span className="row-meta">{`(${t.spokesperson})`}</span> : null}
        <a
          href={localePath(t.locale, speechPath(speech.id))}
          className="target text-link text-sm"
          title={speech.truncated ? t.readAll : t.permalink}
        >
          {meta || t.permalink}
        </a>
      </p>
      {speech.paragraphs.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are fixed text in a fixed order
        <p key={i} lang={lang} className="speech-text">
          {/* A lead that stops before the text does ends in '…' (clipText's, or one added): the rest is on its page. */}
          {i === last && speech.truncated && !p.endsWith('…') ? `${p} …` : p}
        </p>
      ))}
    </li>
  );
}

function EventEntry({ event, t }: { event: DebateEvent; t: DebateTexts }) {
  const lang = danishLang(t.locale);
  const label = event.kind === 'Pause' ? t.pause : event.kind === 'MødeSlut' ? t.end : t.event;
  const parsed = parseLocalDateTime(event.start);
  const time = parsed ? formatTime(parsed, t.locale) : null;
  return (
    <li className="debate-event">
      <span className="font-semibold not-italic">{time ? `${label} ${time}` : label}</span>
      {event.text ? <span lang={lang}>{` – ${event.text}`}</span> : null}
    </li>
  );
}
