import { DocumentTitleLink } from '@/components/document/DocumentTitleLink';
import { DanishText, danishLang } from '@/components/ui/DanishText';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { getMeetingAgenda } from '@/lib/data/meetings/meeting';
import type { AgendaItem } from '@/lib/data/meetings/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { stepTitleName } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { casePath } from '@/lib/routes';

const messages = defineMessages({
  da: {
    title: 'Dagsorden',
    count: '{n} punkter',
    countOne: '1 punkt',
    empty: 'Der er ingen dagsorden for dette møde i dataene.',
    untitled: 'Punkt uden titel',
    cases: 'Sager på punktet',
    documents: 'Dokumenter på punktet',
    subItems: 'Underpunkter',
    document: 'Dokument {id}',
    step: 'trin: {step}',
    documentLabel: 'Dokument:',
    file: 'Fil på ft.dk',
  },
  en: {
    title: 'Agenda',
    count: '{n} items',
    countOne: '1 item',
    empty: 'The data holds no agenda for this meeting.',
    untitled: 'Item without a title',
    cases: 'Cases on this item',
    documents: 'Documents on this item',
    subItems: 'Sub-items',
    document: 'Document {id}',
    step: 'step: {step}',
    documentLabel: 'Document:',
    file: 'File on ft.dk',
  },
});

type Texts = (typeof messages)[Locale] & { readonly locale: Locale };

const countItems = (items: readonly AgendaItem[]): number =>
  items.reduce((n, item) => n + 1 + countItems(item.subItems), 0);

/** The meeting's agenda in order — number, title, remarks, cases, documents and sub-items. Reads the store. */
export async function MeetingAgenda({ meetingId }: { meetingId: number }) {
  const [agenda, locale] = await Promise.all([getMeetingAgenda(meetingId), getLocale()]);
  const t = { ...messages[locale], locale };
  const total = countItems(agenda);
  return (
    <section id="dagsorden" aria-labelledby="dagsorden-titel" className="scroll-mt-4 space-y-3">
      <h2 id="dagsorden-titel" className="text-2xl font-bold tracking-tight">
        {t.title}{' '}
        {total > 0 ? (
          <span className="text-base font-normal text-stone-700">
            ({total === 1 ? t.countOne : format(t.count, { n: total })})
          </span>
        ) : null}
      </h2>
      {agenda.length === 0 ? (
        <p className="rounded border border-dashed border-stone-400 p-6 text-center text-stone-700">
          {t.empty}
        </p>
      ) : (
        <AgendaList items={agenda} depth={0} t={t} label={t.title} />
      )}
    </section>
  );
}

function AgendaList({
  items,
  depth,
  t,
  label,
}: {
  items: readonly AgendaItem[];
  depth: number;
  t: Texts;
  label: string;
}) {
  return (
    <ol
      aria-label={label}
      className={depth === 0 ? 'rows' : 'mt-2 space-y-3 border-l-2 border-stone-300 pl-3'}
    >
      {items.map((item) => (
        <li key={item.id} className={depth === 0 ? 'py-4' : undefined}>
          <AgendaEntry item={item} depth={depth} t={t} />
        </li>
      ))}
    </ol>
  );
}

/** One item: its number and title as the heading, then remarks, cases, documents and sub-items, indented. */
function AgendaEntry({ item, depth, t }: { item: AgendaItem; depth: number; t: Texts }) {
  const Heading = depth === 0 ? 'h3' : 'h4';
  const hasBody =
    item.remark || item.comment || item.cases.length + item.documents.length + item.subItems.length > 0;
  return (
    <>
      <Heading className="flex gap-3 leading-snug font-semibold">
        <span className="w-8 shrink-0 text-right font-mono text-stone-700">
          {item.number ? `${item.number}.` : '–'}
        </span>
        {item.title ? (
          <span lang={danishLang(t.locale)} className="min-w-0 text-pretty break-words">
            {item.title}
          </span>
        ) : (
          <span className="min-w-0 text-pretty break-words">{t.untitled}</span>
        )}
      </Heading>
      {hasBody ? (
        <div className="mt-2 space-y-2 pl-11">
          {item.remark ? (
            <p>
              <span
                lang={danishLang(t.locale)}
                className="inline-block rounded border border-amber-700 bg-amber-50 px-2 py-0.5 text-sm font-semibold text-amber-950"
              >
                {item.remark}
              </span>
            </p>
          ) : null}
          {item.comment ? (
            <p lang={danishLang(t.locale)} className="text-stone-800">
              {item.comment}
            </p>
          ) : null}
          {item.cases.length > 0 ? (
            <ul aria-label={t.cases} className="space-y-1 text-sm">
              {item.cases.map((c) => (
                <li key={c.id}>
                  <LocaleLink href={casePath(c.id)} prefetch={false} className="title-link">
                    {c.number ? <span className="case-number">{c.number}</span> : null}
                    {c.title ? (
                      <DanishText locale={t.locale}>{c.title}</DanishText>
                    ) : (
                      (c.number ?? `#${c.id}`)
                    )}
                  </LocaleLink>
                  {c.stepTitle ? (
                    <span className="text-stone-700">
                      {' '}
                      ({format(t.step, { step: stepTitleName(c.stepTitle, t.locale) ?? '' })})
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          {item.documents.length > 0 ? (
            <ul aria-label={t.documents} className="space-y-1 text-sm">
              {item.documents.map((d) => (
                <li key={d.id} className="break-words">
                  <span className="mr-1 text-stone-700">{t.documentLabel}</span>
                  <DocumentTitleLink
                    id={d.id}
                    title={d.title}
                    fallback={format(t.document, { id: d.id })}
                    locale={t.locale}
                    className="target text-link"
                  />
                  {d.fileUrl ? (
                    <>
                      {' · '}
                      <a href={d.fileUrl} rel="external noopener" className="target text-link">
                        {t.file}
                      </a>
                    </>
                  ) : null}
                  {d.note ? (
                    <span lang={danishLang(t.locale)} className="text-stone-700">
                      {' '}
                      ({d.note})
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          {item.subItems.length > 0 ? (
            <AgendaList items={item.subItems} depth={depth + 1} t={t} label={t.subItems} />
          ) : null}
        </div>
      ) : null}
    </>
  );
}
