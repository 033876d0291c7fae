import { DanishText } from '@/components/ui/DanishText';
import { DotList } from '@/components/ui/DotList';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { Pager } from '@/components/ui/Pager';
import { TermText } from '@/components/ui/TermText';
import { getActorCases } from '@/lib/data/actors/actor-cases';
import type { ActorCase } from '@/lib/data/actors/types';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { odaTerm, odaTermText, periodTitle } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { actorPath, casePath } from '@/lib/routes';
import { ACTOR_CASES_PAGE_PARAM, PanelPage } from '@/lib/url-state/page-params';
import { EmptyNote } from './EmptyNote';

const messages = defineMessages({
  da: {
    count: '{n} sager i alt, nyeste først.',
    countOne: '1 sag.',
    none: 'Der er ingen sager knyttet til aktøren i dataene.',
    noneWithRole: 'Der er ingen sager med rollen „{role}“ i dataene.',
    untitled: 'Sag uden titel',
    roles: 'Rolle',
    list: 'Sager',
  },
  en: {
    count: '{n} cases in all, newest first.',
    countOne: '1 case.',
    none: 'The data links no cases to this actor.',
    noneWithRole: 'The data has no cases with the role “{role}”.',
    untitled: 'Untitled case',
    roles: 'Role',
    list: 'Cases',
  },
});

/**
 * The cases an actor is linked to (`SagAktør`), a page at a time, each with its number, title, type, samling and
 * the actor's roles; with `role`, only the cases where the actor has that role. Rendered in the page (a few milliseconds at full scale).
 */
export async function ActorCasesPanel({
  actorId,
  page,
  role,
  headingId,
}: {
  actorId: number;
  page: number;
  role?: string;
  headingId: string;
}) {
  const [result, locale] = await Promise.all([getActorCases(actorId, { page, role }), getLocale()]);
  const t = messages[locale];
  const pages = new PanelPage(actorPath(actorId), ACTOR_CASES_PAGE_PARAM, 'sager', result.page);
  if (result.total === 0) {
    return (
      <EmptyNote>
        {role ? format(t.noneWithRole, { role: odaTermText('recordRole', role, locale) ?? role }) : t.none}
      </EmptyNote>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">
        {result.total === 1 ? t.countOne : format(t.count, { n: formatCount(locale, result.total) })}
      </p>
      <ul aria-labelledby={headingId} className="divide-y divide-stone-300 border-y border-stone-300">
        {result.items.map((item) => (
          <li key={item.caseId} className="py-3">
            <CaseLine
              item={item}
              untitled={t.untitled}
              rolesLabel={t.roles}
              showRoles={!role}
              locale={locale}
            />
          </li>
        ))}
      </ul>
      <Pager state={pages} pageCount={result.pageCount} locale={locale} what={t.list} />
    </div>
  );
}

function CaseLine({
  item,
  untitled,
  rolesLabel,
  showRoles,
  locale,
}: {
  item: ActorCase;
  untitled: string;
  rolesLabel: string;
  showRoles: boolean;
  locale: Locale;
}) {
  const facts = [
    item.caseType ? (
      <TermText key="type" locale={locale} term={odaTerm('caseType', item.caseType, locale)} />
    ) : null,
    periodTitle(item.periodTitle, locale),
    item.status ? (
      <TermText key="status" locale={locale} term={odaTerm('status', item.status, locale)} />
    ) : null,
  ];
  return (
    <div className="space-y-1">
      <p className="row-title">
        <LocaleLink href={casePath(item.caseId)} prefetch={false} className="title-link">
          {item.number ? <span className="case-number">{item.number}</span> : null}
          {item.title ? <DanishText locale={locale}>{item.title}</DanishText> : untitled}
        </LocaleLink>
      </p>
      {facts.some(Boolean) ? (
        <p className="text-sm text-stone-700">
          <DotList parts={facts} />
        </p>
      ) : null}
      {showRoles && item.roles.length > 0 ? (
        <p className="text-sm text-stone-800">
          <span className="font-medium">{rolesLabel}:</span>{' '}
          {item.roles.map((r, i) => (
            <span key={r}>
              {i > 0 ? ', ' : null}
              <TermText locale={locale} term={odaTerm('recordRole', r, locale)} />
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
