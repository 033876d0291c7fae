import { DanishText } from '@/components/ui/DanishText';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { TermText } from '@/components/ui/TermText';
import type { DocumentAgendaItem, DocumentCase, DocumentStep } from '@/lib/data/documents/types';
import { format, type Locale } from '@/lib/i18n/locale';
import { odaTerm, stepTitleTerm } from '@/lib/i18n/oda-terms';
import { casePath, meetingPath } from '@/lib/routes';
import type { DocumentPageTexts } from './document-page-messages';

const LINK = 'text-link';

/**
 * Where a document belongs: its cases (`SagDokument`, with its role and annex number), the agenda items it is on
 * (`DagsordenspunktDokument`, with their meetings) and the case steps it belongs to (`SagstrinDokument`), each
 * linked; a kind with none is left out.
 */
export function DocumentContext({
  cases,
  agendaItems,
  steps,
  t,
  locale,
}: {
  cases: readonly DocumentCase[];
  agendaItems: readonly DocumentAgendaItem[];
  steps: readonly DocumentStep[];
  t: DocumentPageTexts;
  locale: Locale;
}) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {cases.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-lg font-semibold">{t.cases}</h3>
          <ul className="space-y-2">
            {cases.map((c) => (
              <li key={`${c.id}:${c.role}`} className="break-words">
                <LocaleLink href={casePath(c.id)} prefetch={false} className={LINK}>
                  {c.number ? <span className="case-number">{c.number}</span> : null}
                  {c.title ? (
                    <DanishText locale={locale}>{c.title}</DanishText>
                  ) : (
                    format(t.untitledCase, { id: c.id })
                  )}
                </LocaleLink>
                <span className="block text-sm text-stone-700">
                  {[
                    c.type ? (
                      <TermText key="t" locale={locale} term={odaTerm('caseType', c.type, locale)} />
                    ) : null,
                    c.role ? (
                      <TermText key="r" locale={locale} term={odaTerm('caseDocumentRole', c.role, locale)} />
                    ) : null,
                    c.annexNumber ? format(t.annex, { number: c.annexNumber }) : null,
                  ]
                    .filter(Boolean)
                    .flatMap((part, k) => (k === 0 ? [part] : [' · ', part]))}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {agendaItems.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-lg font-semibold">{t.agendaItems}</h3>
          <ul className="space-y-2">
            {agendaItems.map((item) => (
              <li key={item.id} className="break-words">
                {item.meeting ? (
                  <LocaleLink href={meetingPath(item.meeting.id)} prefetch={false} className={LINK}>
                    {item.meeting.title ? (
                      <DanishText locale={locale}>{item.meeting.title}</DanishText>
                    ) : (
                      format(t.untitledMeeting, { id: item.meeting.id })
                    )}
                  </LocaleLink>
                ) : null}
                <span className="block text-sm text-stone-700">
                  {item.meeting?.date ? <LocalDateTime value={item.meeting.date} locale={locale} /> : null}
                  {item.number ? ` · ${format(t.agendaItem, { number: item.number })}` : null}
                  {item.title ? (
                    <>
                      {': '}
                      <DanishText locale={locale}>{item.title}</DanishText>
                    </>
                  ) : null}
                  {item.note ? (
                    <>
                      {' ('}
                      <DanishText locale={locale}>{item.note}</DanishText>)
                    </>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {steps.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-lg font-semibold">{t.steps}</h3>
          <ul className="space-y-2">
            {steps.map((step) => {
              const name = (
                <TermText locale={locale} term={stepTitleTerm(step.title ?? step.type ?? '—', locale)} />
              );
              return (
                <li key={step.id} className="break-words">
                  {step.caseId !== null ? (
                    <LocaleLink href={`${casePath(step.caseId)}#forloeb`} prefetch={false} className={LINK}>
                      {step.caseNumber ? <span className="case-number">{step.caseNumber}</span> : null}
                      {name}
                    </LocaleLink>
                  ) : (
                    name
                  )}
                  <span className="block text-sm text-stone-700">
                    <LocalDateTime value={step.date} locale={locale} />
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
