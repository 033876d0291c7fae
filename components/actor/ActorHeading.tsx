import { DanishText } from '@/components/ui/DanishText';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { TermText } from '@/components/ui/TermText';
import type { ActorSummary } from '@/lib/data/actors/types';
import { defineMessages, format } from '@/lib/i18n/locale';
import { odaTerm, periodTitle } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { actorDisplayName } from './display-name';

const messages = defineMessages({
  da: {
    unnamed: 'Aktør {id} (uden navn)',
    type: 'Type',
    code: 'Kort navn',
    period: 'Samling',
    from: 'Fra',
    to: 'Til',
    ongoing: 'fortsat',
    facts: 'Om aktøren',
  },
  en: {
    unnamed: 'Actor {id} (no name)',
    type: 'Type',
    code: 'Short name',
    period: 'Session',
    from: 'From',
    to: 'To',
    ongoing: 'ongoing',
    facts: 'About the actor',
  },
});

/** The name of an actor that is not a person, as the page's heading, and its type, code, samling and dates. */
export async function ActorHeading({ actor }: { actor: ActorSummary }) {
  const locale = await getLocale();
  const t = messages[locale];
  const facts: [string, React.ReactNode][] = [];
  if (actor.typeName)
    facts.push([
      t.type,
      <TermText key="type" locale={locale} term={odaTerm('actorType', actor.typeName, locale)} />,
    ]);
  if (actor.shortName && actor.shortName !== actor.name && actor.kind !== 'minister-title')
    facts.push([
      t.code,
      <DanishText key="code" locale={locale}>
        {actor.shortName}
      </DanishText>,
    ]);
  if (actor.period?.title) facts.push([t.period, periodTitle(actor.period.title, locale)]);
  if (actor.startDate)
    facts.push([t.from, <LocalDateTime key="from" value={actor.startDate} locale={locale} />]);
  if (actor.startDate || actor.endDate)
    facts.push([
      t.to,
      actor.endDate ? <LocalDateTime key="to" value={actor.endDate} locale={locale} /> : t.ongoing,
    ]);
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold tracking-tight text-balance break-words">
        {actorDisplayName(actor) ? (
          <DanishText locale={locale}>{actorDisplayName(actor)}</DanishText>
        ) : (
          format(t.unnamed, { id: actor.id })
        )}
      </h1>
      {facts.length > 0 ? (
        <dl
          aria-label={t.facts}
          className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-stone-800 sm:flex sm:flex-wrap sm:gap-x-6"
        >
          {facts.map(([label, value]) => (
            <div key={label} className="contents sm:flex sm:gap-x-2">
              <dt className="font-medium text-stone-700">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
