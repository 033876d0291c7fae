import { FeedLink } from '@/components/ui/FeedLink';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { TextField } from '@/components/ui/TextField';
import { alertsOffered } from '@/lib/alerts/alerts-offered';
import { getActorSpeeches } from '@/lib/data/debates/debates';
import { formatDuration } from '@/lib/format/duration';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { actorSpeechFeedPath, localePath, SEARCH_PATH, speechPath } from '@/lib/routes';
import { SpeakingTimeTable } from './SpeakingTimeTable';

const messages = defineMessages({
  da: {
    none: 'Der er ingen taler af personen i de referater, datasættet har.',
    total: '{n} taler i alt, {time} taletid.',
    perSamling: 'Taler og taletid pr. samling',
    newest: 'Nyeste taler',
    search: 'Søg i personens taler',
    searchButton: 'Søg',
    searchHint: 'Søger i talernes tekst med den fælles søgning.',
    follow: 'Følg talerne (Atom)',
  },
  en: {
    none: 'The transcripts in the dataset hold no speeches by this person.',
    total: '{n} speeches in all, {time} speaking time.',
    perSamling: 'Speeches and speaking time per session',
    newest: 'Newest speeches',
    search: 'Search the person’s speeches',
    searchButton: 'Search',
    searchHint: 'Searches the speeches’ text with the site’s one search.',
    follow: 'Follow the speeches (Atom)',
  },
});

/** The search's query names for "this person's speeches" (app/soeg owns them: lib/url-state/search.ts). */
const SPEECH_SEARCH = { query: 'q', scope: 'vis', speeches: 'taler', person: 'person' } as const;

/**
 * A politician's speeches: the totals, a search within them (a plain GET form to the one search box, so it works
 * without JavaScript), the newest few with their start, a feed of the newest, and count and speaking time per samling.
 */
export async function ActorSpeeches({ actorId }: { actorId: number }) {
  const [speeches, locale] = await Promise.all([getActorSpeeches(actorId), getLocale()]);
  const t = messages[locale];
  if (speeches.total === 0) return <p className="text-stone-700">{t.none}</p>;
  const seconds = speeches.samlinger.reduce((n, s) => n + s.seconds, 0);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <p>
          {format(t.total, { n: formatCount(locale, speeches.total), time: formatDuration(seconds, locale) })}
        </p>
        <FeedLink
          path={actorSpeechFeedPath(actorId)}
          locale={locale}
          label={t.follow}
          alerts={alertsOffered()}
        />
      </div>
      <form
        aria-label={t.search}
        action={localePath(locale, SEARCH_PATH)}
        method="get"
        className="flex max-w-xl flex-wrap items-end gap-2"
      >
        <input type="hidden" name={SPEECH_SEARCH.scope} value={SPEECH_SEARCH.speeches} />
        <input type="hidden" name={SPEECH_SEARCH.person} value={actorId} />
        <TextField
          id={`taler-soeg-${actorId}`}
          name={SPEECH_SEARCH.query}
          type="search"
          label={t.search}
          hint={t.searchHint}
          className="min-w-0 flex-1"
        />
        <button
          type="submit"
          className="min-h-11 rounded bg-red-800 px-4 font-semibold text-white hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
        >
          {t.searchButton}
        </button>
      </form>
      <div className="space-y-2">
        <h3 className="text-lg font-semibold">{t.newest}</h3>
        <ul aria-label={t.newest} className="rows">
          {speeches.newest.map((s) => (
            <li key={s.id} className="space-y-1 py-3">
              <p className="row-meta">
                <LocalDateTime value={s.start ?? s.date} locale={locale} />
                {s.seconds !== null ? ` · ${formatDuration(s.seconds, locale)}` : ''}
                {s.title ? <span lang="da"> · {s.title}</span> : null}
              </p>
              <p className="row-title">
                <LocaleLink href={speechPath(s.id)} prefetch={false} className="title-link" lang="da">
                  {s.caseNumber ? <span className="case-number">{s.caseNumber}</span> : null}
                  {s.itemTitle ?? s.caseNumber}
                </LocaleLink>
              </p>
              <p lang="da" className="text-stone-800 break-words">
                {s.excerpt}
              </p>
            </li>
          ))}
        </ul>
      </div>
      <div className="space-y-2">
        <h3 className="text-lg font-semibold">{t.perSamling}</h3>
        <SpeakingTimeTable samlinger={speeches.samlinger} caption={t.perSamling} locale={locale} />
      </div>
    </div>
  );
}
