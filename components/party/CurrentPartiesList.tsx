import { partyColour } from '@/components/charts/party-colour';
import { danishLang } from '@/components/ui/DanishText';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import type { PartyOverview } from '@/lib/data/parties/types';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { ACTOR_LIST_PATH, partyPath } from '@/lib/routes';

const messages = defineMessages({
  da: {
    title: 'Partierne i Folketinget nu',
    asOf: 'Medlemmer af partiernes folketingsgrupper pr.',
    order: 'Største parti først. Medlemmer uden for folketingsgrupperne er ikke et parti og står på',
    actors: 'listen over Folketingets medlemmer',
    seats: '{n} medlemmer',
    one: '1 medlem',
    none: 'Ingen partier har medlemmer i Folketinget på datagrundlagets dato.',
  },
  en: {
    title: 'The parties in the Folketing now',
    asOf: 'Members of the parties’ parliamentary groups as of',
    order: 'Largest party first. Members outside the parliamentary groups are no party and are on',
    actors: 'the list of the Folketing’s members',
    seats: '{n} members',
    one: '1 member',
    none: 'No party has members in the Folketing on the data’s today.',
  },
});

/** The parties with members now, largest first: colour, code, name (linking to the party page) and seats. */
export async function CurrentPartiesList({ overview }: { overview: PartyOverview }) {
  const locale = await getLocale();
  const t = messages[locale];
  return (
    <section aria-labelledby="partier-nu-titel" className="space-y-3">
      <div>
        <h2 id="partier-nu-titel" className="text-2xl font-bold tracking-tight">
          {t.title}
        </h2>
        <p className="text-sm text-stone-700">
          {t.asOf} <LocalDateTime value={overview.today} locale={locale} />. {t.order}{' '}
          <LocaleLink
            href={ACTOR_LIST_PATH}
            prefetch={false}
            className="text-red-800 underline underline-offset-2"
          >
            {t.actors}
          </LocaleLink>
          .
        </p>
      </div>
      {overview.current.length === 0 ? (
        <p className="text-stone-700">{t.none}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-2 lg:grid-cols-3">
          {overview.current.map(({ party, seats }) => (
            <li key={party.code}>
              <LocaleLink
                href={partyPath(party.code)}
                prefetch={false}
                className="group flex h-full min-h-11 items-stretch gap-2 rounded border border-stone-300 bg-white px-2 py-1.5 hover:bg-stone-100"
              >
                <span
                  aria-hidden="true"
                  className="inline-block w-1.5 shrink-0 rounded-sm"
                  style={{ backgroundColor: partyColour(party.code) }}
                />
                <span className="min-w-0 flex-1 text-sm leading-snug">
                  <span
                    lang={danishLang(locale)}
                    className="block font-semibold break-words text-stone-950 underline decoration-stone-400 underline-offset-4 group-hover:decoration-red-800"
                  >
                    {party.name}
                  </span>
                  <span className="block tabular-nums text-stone-700">
                    {party.code} · {seats === 1 ? t.one : format(t.seats, { n: formatCount(locale, seats) })}
                  </span>
                </span>
              </LocaleLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
