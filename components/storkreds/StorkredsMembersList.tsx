import { CurrentMemberList } from '@/components/actor/CurrentMemberList';
import { DanishText } from '@/components/ui/DanishText';
import { Formatted } from '@/components/ui/Formatted';
import { LocaleLink } from '@/components/ui/LocaleLink';
import type { StorkredsMembers } from '@/lib/data/actors/types';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { INDEPENDENTS } from '@/lib/model/oda-ids';
import { partyPath } from '@/lib/routes';

const messages = defineMessages({
  da: {
    title: '{name}: {n} medlemmer nu',
    titleOne: '{name}: 1 medlem nu',
    noParty: 'Uden folketingsgruppe',
  },
  en: {
    title: '{name}: {n} members now',
    titleOne: '{name}: 1 member now',
    noParty: 'No parliamentary group',
  },
});

/** The members now elected in one storkreds, by party (largest first), each linked to their page. */
export async function StorkredsMembersList({
  storkreds,
  synthetic,
}: {
  storkreds: StorkredsMembers & { readonly name: string };
  synthetic: boolean;
}) {
  const locale = await getLocale();
  const t = messages[locale];
  return (
    <section aria-labelledby="storkreds-titel" className="space-y-4">
      <h2 id="storkreds-titel" className="text-2xl font-bold tracking-tight">
        <Formatted
          template={storkreds.total === 1 ? t.titleOne : t.title}
          values={{
            name: <DanishText locale={locale}>{storkreds.name}</DanishText>,
            n: formatCount(locale, storkreds.total),
          }}
        />
      </h2>
      {storkreds.parties.map((p) => {
        const name = p.partyName ?? p.party ?? t.noParty;
        // A party's name and code are ODA's, in Danish; "no parliamentary group" is the page's own words.
        const lang = (p.partyName ?? p.party) ? 'da' : undefined;
        const headingId = `storkreds-parti-${p.party ?? 'ingen'}`;
        return (
          <section key={p.party ?? ''} aria-labelledby={headingId} className="space-y-1">
            <h3
              id={headingId}
              lang={lang}
              className="flex flex-wrap items-baseline gap-x-2 border-b border-stone-300 pb-1 text-lg font-semibold"
            >
              {p.party && p.party !== INDEPENDENTS ? (
                <LocaleLink href={partyPath(p.party)} prefetch={false} className="target name-link">
                  {name}
                </LocaleLink>
              ) : (
                <span>{name}</span>
              )}
              {p.party && p.party !== name ? <span className="text-stone-600">({p.party})</span> : null}
            </h3>
            <CurrentMemberList
              members={p.members}
              locale={locale}
              synthetic={synthetic}
              showStorkreds={false}
            />
          </section>
        );
      })}
    </section>
  );
}
