import { DanishText } from '@/components/ui/DanishText';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { TermText } from '@/components/ui/TermText';
import type { ActorLink } from '@/lib/data/actors/types';
import { defineMessages } from '@/lib/i18n/locale';
import { odaTerm } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { actorPath } from '@/lib/routes';
import { EmptyNote } from './EmptyNote';

const messages = defineMessages({
  da: {
    name: 'Navn',
    role: 'Rolle',
    from: 'Fra',
    to: 'Til',
    ongoing: 'nu',
    unknown: 'ukendt',
    unnamed: 'Aktør uden navn',
  },
  en: {
    name: 'Name',
    role: 'Role',
    from: 'From',
    to: 'To',
    ongoing: 'now',
    unknown: 'unknown',
    unnamed: 'Unnamed actor',
  },
});

/** Roles in the order a committee lists its people: chair, vice-chairs, then the rest alphabetically. */
const ROLE_ORDER = [
  'formand',
  'næstformand',
  '1. næstformand',
  '2. næstformand',
  '3. næstformand',
  '4. næstformand',
];

function roleRank(role: string | null): number {
  const i = ROLE_ORDER.indexOf(role ?? '');
  return i < 0 ? ROLE_ORDER.length : i;
}

const DANISH = new Intl.Collator('da');

/**
 * The actors linked to a group, committee or title (`AktørAktør` to it) as a table: name (linked), role, from, to.
 * Chair and vice-chairs first, then by name; `empty` is said when there are none.
 */
export async function ActorMemberList({
  links,
  caption,
  empty,
}: {
  links: readonly ActorLink[];
  caption: string;
  empty: string;
}) {
  const locale = await getLocale();
  const t = messages[locale];
  if (links.length === 0) return <EmptyNote>{empty}</EmptyNote>;
  const rows = [...links].sort(
    (a, b) =>
      roleRank(a.role) - roleRank(b.role) ||
      DANISH.compare(a.actor.name ?? '', b.actor.name ?? '') ||
      (a.from ?? '').localeCompare(b.from ?? ''),
  );
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[20rem] border-collapse text-left text-sm [&_a]:text-red-800 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-red-900 [&_tbody_tr]:border-b [&_tbody_tr]:border-stone-200 [&_td]:py-2 [&_td]:pr-4 [&_th]:py-2 [&_th]:pr-4">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-stone-400">
            <th scope="col" className="font-semibold">
              {t.name}
            </th>
            <th scope="col" className="font-semibold">
              {t.role}
            </th>
            <th scope="col" className="font-semibold">
              {t.from}
            </th>
            <th scope="col" className="font-semibold">
              {t.to}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((link) => (
            <tr key={`${link.actor.id}-${link.roleId}-${link.from ?? ''}`}>
              <th scope="row" className="font-medium">
                <LocaleLink href={actorPath(link.actor.id)} prefetch={false}>
                  {link.actor.name ? <DanishText locale={locale}>{link.actor.name}</DanishText> : t.unnamed}
                </LocaleLink>
              </th>
              <td>
                {link.role ? (
                  <TermText locale={locale} term={odaTerm('membershipRole', link.role, locale)} />
                ) : (
                  t.unknown
                )}
              </td>
              <td className="whitespace-nowrap">
                <LocalDateTime value={link.from} locale={locale} fallback={t.unknown} />
              </td>
              <td className="whitespace-nowrap">
                {link.to ? <LocalDateTime value={link.to} locale={locale} /> : t.ongoing}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
