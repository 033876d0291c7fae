import { DocumentFiles } from '@/components/document/DocumentFiles';
import { DanishText, danishLang } from '@/components/ui/DanishText';
import { DotList } from '@/components/ui/DotList';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { TermText } from '@/components/ui/TermText';
import type { ActorHit, CaseHit, DocumentHit } from '@/lib/data/search/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { odaTerm, periodTitle } from '@/lib/i18n/oda-terms';
import { actorPath, casePath, documentPath } from '@/lib/routes';
import { CaseHitOutcome } from './CaseHitOutcome';
import { Highlight } from './Highlight';

const messages = defineMessages({
  da: {
    cases: 'Fundne sager',
    documents: 'Fundne dokumenter',
    actors: 'Fundne aktører',
    untitledCase: 'Sag {id}',
    untitledDocument: 'Dokument {id}',
    inCase: 'I sag',
    file: 'Fil',
    period: 'Samling {period}',
  },
  en: {
    cases: 'Cases found',
    documents: 'Documents found',
    actors: 'Actors found',
    untitledCase: 'Case {id}',
    untitledDocument: 'Document {id}',
    inCase: 'In case',
    file: 'File',
    period: 'Session {period}',
  },
});

const LINK = 'title-link';

/**
 * Case hits: number and title (linking to the case), status in a plain word and the final vote (or "Ikke stemt
 * om"), type, session, dates, and a resume snippet.
 */
export function CaseHitList({
  hits,
  terms,
  locale,
}: {
  hits: readonly CaseHit[];
  terms: readonly string[];
  locale: Locale;
}) {
  const t = messages[locale];
  return (
    <ol aria-label={t.cases} className="divide-y divide-stone-300 border-y border-stone-300">
      {hits.map((hit) => (
        <li key={hit.id} className="space-y-1 py-4">
          <h3 className="text-lg font-semibold leading-snug break-words">
            <LocaleLink href={casePath(hit.id)} prefetch={false} className={LINK}>
              {hit.number ? (
                <>
                  <span className="font-mono text-red-800">{hit.number}</span>{' '}
                </>
              ) : null}
              {hit.title ? (
                <DanishText locale={locale}>
                  <Highlight text={hit.title} terms={terms} />
                </DanishText>
              ) : (
                format(t.untitledCase, { id: hit.id })
              )}
            </LocaleLink>
          </h3>
          {hit.fullTitle ? (
            <p lang={danishLang(locale)} className="text-stone-800 break-words">
              <Highlight text={hit.fullTitle} terms={terms} />
            </p>
          ) : null}
          <CaseHitOutcome hit={hit} locale={locale} />
          <p className="text-sm text-stone-700">
            <DotList
              parts={[
                hit.type ? (
                  <TermText key="type" locale={locale} term={odaTerm('caseType', hit.type, locale)} />
                ) : null,
                hit.period ? format(t.period, { period: periodTitle(hit.period, locale) ?? '' }) : null,
              ]}
            />
            {hit.firstDate ? (
              <>
                {' · '}
                <LocalDateTime value={hit.firstDate} locale={locale} />
                {hit.lastDate && hit.lastDate.slice(0, 10) !== hit.firstDate.slice(0, 10) ? (
                  <>
                    {' – '}
                    <LocalDateTime value={hit.lastDate} locale={locale} />
                  </>
                ) : null}
              </>
            ) : null}
          </p>
          {hit.snippet ? (
            <p lang={danishLang(locale)} className="max-w-prose text-sm text-stone-800 text-pretty">
              <Highlight text={hit.snippet} terms={terms} />
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * Document hits: title (linking to the document's page), type and date, a question's wording with the searched words
 * marked, the cases they belong to, and their files.
 */
export function DocumentHitList({
  hits,
  terms,
  locale,
}: {
  hits: readonly DocumentHit[];
  terms: readonly string[];
  locale: Locale;
}) {
  const t = messages[locale];
  return (
    <ol aria-label={t.documents} className="divide-y divide-stone-300 border-y border-stone-300">
      {hits.map((hit) => {
        const title = hit.title ?? format(t.untitledDocument, { id: hit.id });
        return (
          <li key={hit.id} className="space-y-1 py-4">
            <h3 lang={hit.title ? 'da' : undefined} className="row-title">
              <LocaleLink href={documentPath(hit.id)} prefetch={false} className={LINK}>
                <Highlight text={title} terms={terms} />
              </LocaleLink>
            </h3>
            <p className="text-sm text-stone-700">
              <LocalDateTime value={hit.date} locale={locale} />
              {hit.type ? ' · ' : null}
              <TermText locale={locale} term={odaTerm('documentType', hit.type, locale)} />
            </p>
            {hit.snippet ? (
              <p lang={danishLang(locale)} className="max-w-prose text-sm text-stone-800 text-pretty">
                <Highlight text={hit.snippet} terms={terms} />
              </p>
            ) : null}
            {hit.cases.length > 0 ? (
              <p className="text-sm break-words">
                {t.inCase}:{' '}
                {hit.cases.map((c, i) => (
                  <span key={c.id}>
                    {i > 0 ? ', ' : null}
                    <LocaleLink
                      href={casePath(c.id)}
                      prefetch={false}
                      className="text-red-800 underline underline-offset-2"
                    >
                      {c.number || c.title ? (
                        <>
                          {c.number}
                          {c.number && c.title ? ' ' : null}
                          {c.title ? <DanishText locale={locale}>{c.title}</DanishText> : null}
                        </>
                      ) : (
                        format(t.untitledCase, { id: c.id })
                      )}
                    </LocaleLink>
                  </span>
                ))}
              </p>
            ) : null}
            <DocumentFiles files={hit.files} documentTitle={title} fileLabel={t.file} />
          </li>
        );
      })}
    </ol>
  );
}

/** Actor hits: name (linking to the actor), type, group code and session. */
export function ActorHitList({
  hits,
  terms,
  locale,
}: {
  hits: readonly ActorHit[];
  terms: readonly string[];
  locale: Locale;
}) {
  const t = messages[locale];
  return (
    <ol aria-label={t.actors} className="divide-y divide-stone-300 border-y border-stone-300">
      {hits.map((hit) => (
        <li key={hit.id} className="space-y-1 py-3">
          <h3 className="font-semibold break-words">
            <LocaleLink href={actorPath(hit.id)} prefetch={false} className={LINK}>
              <DanishText locale={locale}>
                <Highlight text={hit.name} terms={terms} />
              </DanishText>
            </LocaleLink>
          </h3>
          <p className="text-sm text-stone-700">
            <DotList
              parts={[
                hit.type ? (
                  <TermText key="type" locale={locale} term={odaTerm('actorType', hit.type, locale)} />
                ) : null,
                hit.groupCode,
                hit.period ? format(t.period, { period: periodTitle(hit.period, locale) ?? '' }) : null,
              ]}
            />
          </p>
        </li>
      ))}
    </ol>
  );
}
