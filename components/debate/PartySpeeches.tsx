import { LocaleLink } from '@/components/ui/LocaleLink';
import { PageSection } from '@/components/ui/PageSection';
import { getPartySpeeches } from '@/lib/data/debates/debates';
import type { Spokesperson } from '@/lib/data/debates/types';
import { formatDuration } from '@/lib/format/duration';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { periodTitle } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { actorPath } from '@/lib/routes';
import { SpeakingTimeTable } from './SpeakingTimeTable';

const messages = defineMessages({
  da: {
    title: 'Taletid og ordførere',
    none: 'Referaterne i datasættet har ingen taler under partiets forkortelse.',
    intro:
      'Taler i Folketingssalen under partiets forkortelse, som referatet trykker den. Ordførere er dem, der talte som partiets ordfører (taletype »Ordfører«).',
    perSamling: 'Taler og taletid pr. samling',
    spokespersons: 'Ordførere pr. samling',
    count: '{n} gange som ordfører',
    countOne: '1 gang som ordfører',
    noSpokespersons: 'Ingen taler som ordfører.',
    more: '… og {n} flere',
  },
  en: {
    title: 'Speaking time and spokespersons',
    none: 'The transcripts in the dataset hold no speeches under the party’s code.',
    intro:
      'Speeches in the chamber under the party’s code as the transcript prints it. Spokespersons are those who spoke as the party’s spokesperson (speech type “Ordfører”).',
    perSamling: 'Speeches and speaking time per session',
    spokespersons: 'Spokespersons per session',
    count: '{n} times as spokesperson',
    countOne: 'once as spokesperson',
    noSpokespersons: 'No speeches as spokesperson.',
    more: '… and {n} more',
  },
});

/** The party page's section id. */
export const PARTY_SPEECHES_SECTION = 'taletid';

/** How many spokespersons a samling lists before "and n more". */
const SHOWN_SPOKESPERSONS = 8;

/**
 * A party's speaking time per samling and its spokespersons: who spoke as the party's ordfører how often, per
 * samling (newest first, the most frequent first).
 */
export async function PartySpeeches({ partyCode }: { partyCode: string }) {
  const [speeches, locale] = await Promise.all([getPartySpeeches(partyCode), getLocale()]);
  const t = messages[locale];
  return (
    <PageSection id={PARTY_SPEECHES_SECTION} title={t.title}>
      {speeches.samlinger.length === 0 ? (
        <p className="text-stone-700">{t.none}</p>
      ) : (
        <>
          <p className="max-w-prose text-stone-800">{t.intro}</p>
          <SpeakingTimeTable samlinger={speeches.samlinger} caption={t.perSamling} locale={locale} />
          <h3 className="text-lg font-semibold">{t.spokespersons}</h3>
          <dl className="space-y-3">
            {speeches.samlinger.map((s) => (
              <div key={s.samling}>
                <dt className="font-semibold">{periodTitle(s.title, locale) ?? s.samling}</dt>
                <dd>
                  <SpokespersonList people={s.spokespersons} t={t} locale={locale} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </PageSection>
  );
}

function SpokespersonList({
  people,
  t,
  locale,
}: {
  people: readonly Spokesperson[];
  t: (typeof messages)[Locale];
  locale: Locale;
}) {
  if (people.length === 0) return <span className="text-stone-700">{t.noSpokespersons}</span>;
  const shown = people.slice(0, SHOWN_SPOKESPERSONS);
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1">
      {shown.map((p) => (
        <li key={p.actorId ?? p.name}>
          {p.actorId !== null ? (
            <LocaleLink href={actorPath(p.actorId)} prefetch={false} className="name-link target" lang="da">
              {p.name}
            </LocaleLink>
          ) : (
            <span lang="da">{p.name}</span>
          )}{' '}
          <span className="row-meta">
            ({p.speeches === 1 ? t.countOne : format(t.count, { n: p.speeches })},{' '}
            {formatDuration(p.seconds, locale)})
          </span>
        </li>
      ))}
      {people.length > shown.length ? (
        <li className="row-meta">{format(t.more, { n: people.length - shown.length })}</li>
      ) : null}
    </ul>
  );
}
