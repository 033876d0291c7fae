import { CurrentMemberList } from '@/components/actor/CurrentMemberList';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import type { PartyProfile } from '@/lib/data/parties/types';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';

const messages = defineMessages({
  da: {
    title: 'Medlemmer nu',
    count: '{n} medlemmer af folketingsgruppen pr.',
    one: '1 medlem af folketingsgruppen pr.',
    none: 'Partiet har ingen medlemmer i Folketinget pr.',
  },
  en: {
    title: 'Members now',
    count: '{n} members of the parliamentary group as of',
    one: '1 member of the parliamentary group as of',
    none: 'The party has no members in the Folketing as of',
  },
});

/** The party's members on the data's today (the current Folketing's read), each linking to their page. */
export async function PartyMembersNow({ profile, synthetic }: { profile: PartyProfile; synthetic: boolean }) {
  const locale = await getLocale();
  const t = messages[locale];
  const count = profile.members.length;
  const lead =
    count === 0 ? t.none : count === 1 ? t.one : format(t.count, { n: formatCount(locale, count) });
  return (
    <section id="medlemmer" aria-labelledby="medlemmer-titel" className="scroll-mt-4 space-y-3">
      <h2 id="medlemmer-titel" className="text-2xl font-bold tracking-tight">
        {t.title}
      </h2>
      <p className="text-sm text-stone-700">
        {lead} <LocalDateTime value={profile.today} locale={locale} />.
      </p>
      {count > 0 ? (
        <CurrentMemberList members={profile.members} locale={locale} synthetic={synthetic} />
      ) : null}
    </section>
  );
}
