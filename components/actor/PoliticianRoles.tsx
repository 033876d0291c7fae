import { EmptyNote } from '@/components/actor/EmptyNote';
import { DanishText } from '@/components/ui/DanishText';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { TermText } from '@/components/ui/TermText';
import type { ActorLink, PoliticianProfile } from '@/lib/data/actors/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { odaTerm, periodTitle } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { actorPath } from '@/lib/routes';

const messages = defineMessages({
  da: {
    ministers: 'Ministerposter',
    committees: 'Udvalg',
    other: 'Andre roller',
    none: 'Dataene har ingen udvalgsposter eller ministerposter for personen.',
    body: 'Udvalg',
    post: 'Post',
    role: 'Rolle',
    period: 'Periode',
    now: 'nu',
    unknown: 'ukendt',
    unnamed: 'Uden navn',
    more: 'Vis {n} ældre',
  },
  en: {
    ministers: 'Minister posts',
    committees: 'Committees',
    other: 'Other roles',
    none: 'The data has no committee seats or minister posts for this person.',
    body: 'Committee',
    post: 'Post',
    role: 'Role',
    period: 'Period',
    now: 'now',
    unknown: 'unknown',
    unnamed: 'Unnamed',
    more: 'Show {n} older',
  },
});

type Messages = (typeof messages)['da'];

/** Minister posts, committee seats (with role and samling) and other roles, newest first, each linked. */
export async function PoliticianRoles({ profile }: { profile: PoliticianProfile }) {
  const locale = await getLocale();
  const t = messages[locale];
  const { ministerPosts, committees, otherRoles } = profile;
  if (ministerPosts.length + committees.length + otherRoles.length === 0)
    return <EmptyNote>{t.none}</EmptyNote>;
  return (
    <div className="space-y-6">
      {ministerPosts.length > 0 ? (
        <RoleTable
          title={t.ministers}
          first={t.post}
          links={ministerPosts}
          t={t}
          locale={locale}
          showRole={false}
          useTitle
        />
      ) : null}
      {committees.length > 0 ? (
        <RoleTable title={t.committees} first={t.body} links={committees} t={t} locale={locale} />
      ) : null}
      {otherRoles.length > 0 ? (
        <RoleTable title={t.other} first={t.post} links={otherRoles} t={t} locale={locale} />
      ) : null}
    </div>
  );
}

/** Rows shown before the rest go behind a disclosure (a long-serving member has dozens of committee seats). */
const VISIBLE_ROWS = 10;

interface TableProps {
  title: string;
  first: string;
  links: readonly ActorLink[];
  t: Messages;
  locale: Locale;
  showRole?: boolean;
  /** Minister titles: name the post by its title ('finansminister'), not the definite form ('finansministeren'). */
  useTitle?: boolean;
}

function RoleTable(props: TableProps) {
  const { links, t, title } = props;
  const older = links.slice(VISIBLE_ROWS);
  return (
    <div className="space-y-2">
      <Table {...props} links={links.slice(0, VISIBLE_ROWS)} caption={title} />
      {older.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-red-800 underline underline-offset-2">
            {format(t.more, { n: older.length })}
          </summary>
          <div className="mt-2">
            <Table
              {...props}
              links={older}
              caption={`${title} (${format(t.more, { n: older.length })})`}
              hiddenCaption
            />
          </div>
        </details>
      ) : null}
    </div>
  );
}

function Table({
  first,
  links,
  t,
  locale,
  showRole = true,
  useTitle = false,
  caption,
  hiddenCaption = false,
}: TableProps & { caption: string; hiddenCaption?: boolean }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm [&_a]:text-red-800 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-red-900 [&_tbody_tr]:border-b [&_tbody_tr]:border-stone-200 [&_tbody_tr]:align-top [&_td]:py-1.5 [&_td]:pr-3 [&_th]:py-1.5 [&_th]:pr-3">
        <caption className={hiddenCaption ? 'sr-only' : 'pb-2 text-left text-lg font-semibold'}>
          {caption}
        </caption>
        <thead>
          <tr className="border-b-2 border-stone-400">
            <th scope="col" className="font-semibold">
              {first}
            </th>
            {showRole ? (
              <th scope="col" className="font-semibold">
                {t.role}
              </th>
            ) : null}
            <th scope="col" className="font-semibold">
              {t.period}
            </th>
          </tr>
        </thead>
        <tbody>
          {links.map((l) => (
            <tr key={`${l.actor.id}-${l.roleId}-${l.from ?? ''}`}>
              <th scope="row" className="font-medium">
                <LocaleLink href={actorPath(l.actor.id)} prefetch={false} className="target">
                  {(useTitle ? l.actor.shortName : null) || l.actor.name ? (
                    <DanishText locale={locale}>
                      {upperFirst((useTitle ? l.actor.shortName : null) ?? l.actor.name ?? '')}
                    </DanishText>
                  ) : (
                    t.unnamed
                  )}
                </LocaleLink>
                {l.period?.title ? (
                  <span className="block text-xs font-normal text-stone-700">
                    {periodTitle(l.period.title, locale)}
                  </span>
                ) : null}
              </th>
              {showRole ? (
                <td>
                  {l.role ? (
                    <TermText locale={locale} term={odaTerm('membershipRole', l.role, locale)} />
                  ) : (
                    t.unknown
                  )}
                </td>
              ) : null}
              <td>
                <LocalDateTime value={l.from} locale={locale} fallback={t.unknown} /> –{' '}
                {l.to ? <LocalDateTime value={l.to} locale={locale} /> : t.now}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase('da') + text.slice(1);
}
