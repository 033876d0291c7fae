import { HowWeCount } from '@/components/ui/HowWeCount';
import { PartyCodes } from '@/components/ui/PartyCodes';
import type { GovernmentSide, GovernmentVerdict, NamedParty } from '@/lib/data/votes/government-side';
import { formatDate, parseLocalDateTime } from '@/lib/format/local-date-time';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { partySideLabel } from './party-side';

const messages = defineMessages({
  da: {
    unknown:
      'ODA registrerer ingen ministre den {date}, så vi kan ikke sige, hvilke partier der sad i regering.',
    noDate: 'Afstemningen har ingen dato, så vi kan ikke sige, hvilke partier der sad i regering.',
    noParties:
      'ODA registrerer {n} ministre den {date}, men ingen af dem var medlem af et parti i Folketinget den dag, så vi kan ikke sige, hvilke partier der sad i regering.',
    majorityWith: 'Regeringen fik flertal med {parties}.',
    majorityAlone: 'Regeringen fik flertal uden stemmer fra andre partier.',
    outvoted: 'Regeringen blev nedstemt.',
    unclear:
      'Medlemmernes stemmer giver ikke det udfald, ODA angiver, så vi siger ikke, om regeringen fik flertal eller blev nedstemt.',
    sideFor: '{subject} stemte for, og forslaget blev {result}.',
    sideAgainst: '{subject} stemte imod, og forslaget blev {result}.',
    adopted: 'vedtaget',
    rejected: 'forkastet',
    result: 'Forslaget blev {result}.',
    split: 'Regeringspartierne stemte ikke ens.',
    abstained: '{subject} stemte hverken for eller imod.',
    noSide: '{subject} stemte ikke samlet for eller imod.',
    noBallots: 'Afstemningen har ingen enkeltstemmer endnu, så vi kan ikke sige, hvordan regeringen stemte.',
    government: 'Regeringen',
    ministers: '{n} ministre den {date}',
    oneMinister: '1 minister den {date}',
    withoutParty: 'heraf {n} uden for partierne',
    oneWithoutParty: 'heraf 1 uden for partierne',
    positions: '{subject} stemte',
    subject: 'Regeringspartierne',
    subjectOne: 'Regeringspartiet',
    withGovernment: 'Stemte med regeringen',
    againstGovernment: 'Stemte imod regeringen',
    othersFor: 'Øvrige partier for',
    othersAgainst: 'Øvrige partier imod',
    othersAbstain: 'Øvrige partier hverken for eller imod',
    noOther: 'Intet andet parti',
    how: 'Regeringen er de partier, hvis medlemmer havde en ministerpost på afstemningsdagen (en ministertitel i ODA med rollen "Minister", begyndt og endnu ikke sluttet). Hver minister tæller i det parti, vedkommende var medlem af den dag – samme regel som for partierne i afstemningen; ministre uden parti (uden for Folketinget eller løsgængere) tælles med, men gør ikke et parti til regeringsparti. Et partis side er den stemme, flest af dets tilstedeværende medlemmer afgav (står det lige, har det ingen side). Tog regeringspartierne forskellige sider, siger vi det; ellers er regeringen nedstemt, når dens side tabte efter ODA’s "vedtaget" (giver medlemmernes stemmer et andet udfald end "vedtaget", siger vi det ikke). Løsgængere regnes ikke som et parti. Registrerer ODA ingen ministre den dag, siger vi ikke, hvem der sad i regering.',
  },
  en: {
    unknown: 'ODA records no ministers on {date}, so we cannot say which parties were in government.',
    noDate: 'The vote has no date, so we cannot say which parties were in government.',
    noParties:
      'ODA records {n} ministers on {date}, but none of them belonged to a party in the Folketing that day, so we cannot say which parties were in government.',
    majorityWith: 'The government got its majority with {parties}.',
    majorityAlone: 'The government got its majority without votes from other parties.',
    outvoted: 'The government was outvoted.',
    unclear:
      'The members’ ballots do not give the outcome ODA records, so we do not say whether the government won or was outvoted.',
    sideFor: '{subject} voted for, and the proposal was {result}.',
    sideAgainst: '{subject} voted against, and the proposal was {result}.',
    adopted: 'adopted',
    rejected: 'rejected',
    result: 'The proposal was {result}.',
    split: 'The government parties did not vote alike.',
    abstained: '{subject} abstained.',
    noSide: '{subject} did not vote for or against as a party.',
    noBallots: 'The vote has no individual ballots yet, so we cannot say how the government voted.',
    government: 'The government',
    ministers: '{n} ministers on {date}',
    oneMinister: '1 minister on {date}',
    withoutParty: '{n} of them outside the parties',
    oneWithoutParty: '1 of them outside the parties',
    positions: '{subject} voted',
    subject: 'The government parties',
    subjectOne: 'The government party',
    withGovernment: 'Voted with the government',
    againstGovernment: 'Voted against the government',
    othersFor: 'Other parties for',
    othersAgainst: 'Other parties against',
    othersAbstain: 'Other parties abstaining',
    noOther: 'No other party',
    how: 'The government is the parties whose members held a minister post on the day of the vote (a minister title in ODA with the role "Minister", begun and not yet ended). Each minister counts in the party they belonged to that day – the same rule as for the parties in the vote; ministers with no party (from outside the Folketing, or independents) are counted but make no party a government party. A party’s side is the choice most of its members present made (a tie gives no side). If the government parties took different sides, we say so; otherwise the government was outvoted when its side lost by ODA’s field for the outcome (if the members’ ballots give another outcome than that field, we do not say). Independents are not counted as a party. If ODA records no ministers that day, we do not say who was in government.',
  },
});

const codes = (parties: readonly NamedParty[], locale: Locale) =>
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(parties.map((p) => p.party));

/** The one-line answer: did the government get its majority, and with whom — or why we cannot say. */
function headline(side: GovernmentSide, date: string, locale: Locale): string {
  const t = messages[locale];
  if (side.kind === 'unknown') return format(t.unknown, { date });
  if (side.kind === 'noParties') return format(t.noParties, { n: side.ministers, date });
  const v = side.verdict;
  if (v.kind === 'side') {
    if (v.result !== 'won') return t[v.result];
    const joined = side.others[v.side];
    return joined.length > 0 ? format(t.majorityWith, { parties: codes(joined, locale) }) : t.majorityAlone;
  }
  return format(t[v.kind], { subject: subject(side.government.length, locale) });
}

/** 'Regeringspartierne', or 'Regeringspartiet' when the government is one party. */
const subject = (parties: number, locale: Locale) =>
  parties === 1 ? messages[locale].subjectOne : messages[locale].subject;

/**
 * The government and opposition on a vote (lib/data/votes/government-side.ts): who governed on the vote date, how the
 * government parties voted, who joined them and who voted against, and whether the government was outvoted — or,
 * when ODA records no ministers that day, that we cannot say. Server-rendered.
 */
export async function GovernmentOpposition({
  side,
  date,
  adopted,
}: {
  side: GovernmentSide;
  date: string | null;
  adopted: boolean;
}) {
  const locale = await getLocale();
  const t = messages[locale];
  const parsed = parseLocalDateTime(date);
  const day = parsed ? formatDate(parsed, locale) : null;
  if (side.kind !== 'known' || day === null) {
    return (
      <div className="space-y-3">
        <p className="max-w-prose">{day === null ? t.noDate : headline(side, day, locale)}</p>
        <HowWeCount text={t.how} locale={locale} />
      </div>
    );
  }
  const v = side.verdict;
  const ministers = side.government.reduce((n, p) => n + p.ministers, 0) + side.withoutParty;
  const count = [
    format(ministers === 1 ? t.oneMinister : t.ministers, { n: ministers, date: day }),
    side.withoutParty === 0
      ? null
      : format(side.withoutParty === 1 ? t.oneWithoutParty : t.withoutParty, { n: side.withoutParty }),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="space-y-3">
      <p
        className={
          v.kind === 'noBallots' || (v.kind === 'side' && v.result === 'unclear')
            ? 'max-w-prose'
            : 'text-lg font-semibold'
        }
      >
        {headline(side, day, locale)}
      </p>
      {v.kind === 'noBallots' ? null : (
        <p className="max-w-prose text-stone-700">
          {format(v.kind !== 'side' ? t.result : v.side === 'for' ? t.sideFor : t.sideAgainst, {
            result: adopted ? t.adopted : t.rejected,
            subject: subject(side.government.length, locale),
          })}
        </p>
      )}
      <dl className="grid gap-x-4 gap-y-3 sm:grid-cols-[minmax(10rem,auto)_1fr]">
        <Row term={t.government}>
          <PartyCodes parties={side.government} />
          <p className="mt-1 text-sm text-stone-700">{count}</p>
        </Row>
        {v.kind === 'noBallots' ||
        (v.kind === 'side' && side.government.every((p) => p.side === v.side)) ? null : (
          <Row term={format(t.positions, { subject: subject(side.government.length, locale) })}>
            <PartyCodes
              parties={side.government}
              after={(p) => <span>{partySideLabel(p.side, locale)}</span>}
            />
          </Row>
        )}
        <OtherRows verdict={v} others={side.others} locale={locale} />
      </dl>
      <HowWeCount text={t.how} locale={locale} />
    </div>
  );
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:col-span-2 sm:grid-cols-subgrid sm:items-baseline">
      <dt className="text-sm font-semibold text-stone-700">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The other parties by side: with and against the government when it took one, else simply for and against. */
function OtherRows({
  verdict,
  others,
  locale,
}: {
  verdict: GovernmentVerdict;
  others: Extract<GovernmentSide, { kind: 'known' }>['others'];
  locale: Locale;
}) {
  const t = messages[locale];
  if (verdict.kind === 'noBallots') return null;
  const list = (parties: readonly NamedParty[]) =>
    parties.length > 0 ? (
      <PartyCodes parties={parties} />
    ) : (
      <span className="text-stone-700">{t.noOther}</span>
    );
  const rows: [string, readonly NamedParty[]][] =
    verdict.kind === 'side'
      ? [
          [t.withGovernment, others[verdict.side]],
          [t.againstGovernment, others[verdict.side === 'for' ? 'against' : 'for']],
        ]
      : [
          [t.othersFor, others.for],
          [t.othersAgainst, others.against],
        ];
  if (others.abstain.length > 0) rows.push([t.othersAbstain, others.abstain]);
  return (
    <>
      {rows.map(([term, parties]) => (
        <Row key={term} term={term}>
          {list(parties)}
        </Row>
      ))}
    </>
  );
}
