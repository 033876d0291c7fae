import { Term } from '@/components/glossary/Term';
import { DanishText, danishLang } from '@/components/ui/DanishText';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { TermText } from '@/components/ui/TermText';
import type { CaseActor } from '@/lib/data/cases/types';
import type { VoteDetail } from '@/lib/data/votes/types';
import { defineMessages, format } from '@/lib/i18n/locale';
import { stepTitleName, stepTitleTerm, voteTypeName } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { actorPath } from '@/lib/routes';

const messages = defineMessages({
  da: { nummer: 'Afstemning nr. {n}', by: 'Stillet af' },
  en: { nummer: 'Vote no. {n}', by: 'Tabled by' },
});

/** What the headline calls the vote's case: its short title, else its title; null without a case. */
const headlineTitle = (vote: VoteDetail): string | null => vote.case?.shortTitle ?? vote.case?.title ?? null;

/**
 * The vote's headline: what was voted on (case number and short title), with the vote number, type, step and date
 * above; the type and the step link to their glossary entries. The full title and who brought the case are
 * {@link VoteProposal}, further down the page: the answer comes first.
 */
export async function VoteHeading({ vote }: { vote: VoteDetail }) {
  const locale = await getLocale();
  const t = messages[locale];
  const nummer = format(t.nummer, { n: vote.nummer });
  const voteType = voteTypeName(vote.voteTypeId, vote.voteType, locale);
  const step = stepTitleName(vote.step?.title ?? null, locale);
  const title = headlineTitle(vote);
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-stone-700">
        {nummer}
        {voteType && vote.voteType ? (
          <span>
            {' · '}
            <Term text={vote.voteType} locale={locale}>
              {voteType}
            </Term>
          </span>
        ) : null}
        {step && vote.step?.title ? (
          <span>
            {' · '}
            <Term text={vote.step.title} locale={locale}>
              <TermText locale={locale} term={stepTitleTerm(vote.step.title, locale)} />
            </Term>
          </span>
        ) : null}
        {vote.date ? (
          <span>
            {' · '}
            <LocalDateTime value={vote.date} locale={locale} fallback="" />
          </span>
        ) : null}
      </p>
      <h1 className="text-2xl font-bold tracking-tight text-balance break-words sm:text-3xl">
        {vote.case?.number ? <span className="case-number">{vote.case.number}</span> : null}
        {title ? <DanishText locale={locale}>{title}</DanishText> : nummer}
      </h1>
    </div>
  );
}

/** The case's full title (when the headline shows a shorter one) and who brought the case; nothing when neither. */
export async function VoteProposal({
  vote,
  proposers,
}: {
  vote: VoteDetail;
  /** Who brought the case (lib/data/cases/case-proposers.ts); empty when ODA names no one. */
  proposers: readonly CaseActor[];
}) {
  const locale = await getLocale();
  const t = messages[locale];
  const title = headlineTitle(vote);
  const named = proposers.filter((p) => p.name !== null);
  const fullTitle = vote.case?.title && vote.case.title !== title ? vote.case.title : null;
  if (!fullTitle && named.length === 0) return null;
  return (
    <div className="space-y-2">
      {fullTitle ? (
        <p lang={danishLang(locale)} className="max-w-prose text-stone-700 text-pretty">
          {fullTitle}
        </p>
      ) : null}
      {named.length > 0 ? (
        <p className="text-stone-800">
          {t.by}:{' '}
          {named.map((p, i) => (
            <span key={p.id}>
              {i > 0 ? ', ' : null}
              <LocaleLink href={actorPath(p.id)} prefetch={false} className="target text-link">
                {p.name}
              </LocaleLink>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
