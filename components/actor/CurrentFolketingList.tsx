import { partyColour } from '@/components/charts/party-colour';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import type { CurrentFolketing } from '@/lib/data/actors/types';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { INDEPENDENTS } from '@/lib/model/oda-ids';
import { partyPath } from '@/lib/routes';
import type { ActorSearch } from '@/lib/url-state/actor-search';
import { CurrentMemberList } from './CurrentMemberList';
import { EmptyNote } from './EmptyNote';

const messages = defineMessages({
  da: {
    heading: 'Folketinget nu: {n} medlemmer',
    headingFiltered: '{n} af Folketingets nuværende medlemmer passer',
    headingOne: '1 af Folketingets nuværende medlemmer passer',
    asOf: 'Medlemmer af en folketingsgruppe pr.',
    byParty: 'Efter parti, største gruppe først.',
    parties: 'Partier',
    members: '{n} medlemmer',
    one: '1 medlem',
    noParty: 'Uden registreret gruppe',
    none: 'Ingen af Folketingets nuværende medlemmer passer til søgningen.',
    former: 'Søg blandt tidligere medlemmer og alle personer i stedet',
  },
  en: {
    heading: 'The Folketing now: {n} members',
    headingFiltered: '{n} of the Folketing’s current members match',
    headingOne: '1 of the Folketing’s current members matches',
    asOf: 'Members of a parliamentary group as of',
    byParty: 'By party, largest group first.',
    parties: 'Parties',
    members: '{n} members',
    one: '1 member',
    noParty: 'No recorded group',
    none: 'None of the Folketing’s current members match the search.',
    former: 'Search former members and all people instead',
  },
});

/**
 * The Folketing on the data's today by party group, largest first: each group's full name, code, colour and number
 * of members, then its members — photo (or initials), name linking to their page, and storkreds where the biografi
 * says it. One page, no paging: 179 seats.
 */
export async function CurrentFolketingList({
  search,
  folketing,
  synthetic,
}: {
  search: ActorSearch;
  folketing: CurrentFolketing;
  synthetic: boolean;
}) {
  const locale = await getLocale();
  const t = messages[locale];
  const n = (v: number) => formatCount(locale, v);
  const heading = !search.hasFilters
    ? format(t.heading, { n: n(folketing.total) })
    : folketing.total === 1
      ? t.headingOne
      : format(t.headingFiltered, { n: n(folketing.total) });
  return (
    <section aria-labelledby="folketinget-titel" className="space-y-4">
      <div>
        <h2 id="folketinget-titel" className="text-2xl font-bold tracking-tight">
          {heading}
        </h2>
        <p className="text-sm text-stone-700">
          {t.asOf} <LocalDateTime value={folketing.today} locale={locale} />. {t.byParty}
        </p>
      </div>
      {folketing.total === 0 ? (
        <div className="space-y-2">
          <EmptyNote>{t.none}</EmptyNote>
          <p>
            <LocaleLink
              href={search.withStatus('alle').toUrl()}
              className="inline-flex min-h-11 items-center font-medium text-red-800 underline underline-offset-2"
            >
              {t.former}
            </LocaleLink>
          </p>
        </div>
      ) : (
        <>
          <nav aria-label={t.parties}>
            <ul className="flex flex-wrap gap-2 text-sm">
              {folketing.parties.map((p) => (
                <li key={p.party ?? ''}>
                  <a
                    href={`#parti-${p.party ?? 'ingen'}`}
                    className="inline-flex min-h-11 items-center gap-1.5 rounded border border-stone-300 bg-white px-2.5 hover:bg-stone-100"
                  >
                    <span
                      aria-hidden="true"
                      className="inline-block size-3 rounded-full"
                      style={{ backgroundColor: partyColour(p.party) }}
                    />
                    <span className="font-semibold">{p.party ?? '–'}</span>
                    <span className="tabular-nums text-stone-700">{n(p.members.length)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {folketing.parties.map((p) => {
            const id = `parti-${p.party ?? 'ingen'}`;
            const name = p.partyName ?? p.party ?? t.noParty;
            // ODA's name of the group is Danish data; a code or our own words are not.
            const nameLang = p.partyName ? 'da' : undefined;
            return (
              <section key={id} id={id} aria-labelledby={`${id}-titel`} className="scroll-mt-4 space-y-2">
                <h3
                  id={`${id}-titel`}
                  className="flex flex-wrap items-baseline gap-x-2 border-b-4 pb-1 text-lg font-semibold"
                  style={{ borderColor: partyColour(p.party) }}
                >
                  {p.party && p.party !== INDEPENDENTS ? (
                    <LocaleLink href={partyPath(p.party)} prefetch={false} className="target name-link">
                      <span lang={nameLang}>{name}</span>
                    </LocaleLink>
                  ) : (
                    <span lang={nameLang}>{name}</span>
                  )}
                  {p.party && p.party !== name ? <span className="text-stone-600">({p.party})</span> : null}
                  <span className="text-sm font-normal text-stone-700">
                    {p.members.length === 1 ? t.one : format(t.members, { n: n(p.members.length) })}
                  </span>
                </h3>
                <CurrentMemberList members={p.members} locale={locale} synthetic={synthetic} />
              </section>
            );
          })}
        </>
      )}
    </section>
  );
}
