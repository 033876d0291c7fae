import { DanishText } from '@/components/ui/DanishText';
import type { AgendaPreview } from '@/lib/data/meetings/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';

const messages = defineMessages({
  da: {
    label: 'Første punkter på dagsordenen',
    more: '+ {n} punkter mere',
    moreOne: '+ 1 punkt mere',
    none: 'Ingen dagsorden i dataene endnu.',
    untitled: 'Punkt uden titel',
  },
  en: {
    label: 'First items on the agenda',
    more: '+ {n} more items',
    moreOne: '+ 1 more item',
    none: 'No agenda in the data yet.',
    untitled: 'Item without a title',
  },
});

/**
 * The start of a meeting's agenda in a list: each item's number and its first case (number and short title), else
 * the item's own title, up to two lines each; then how many more there are (the meeting's name links to them).
 */
export function MeetingAgendaPreview({ preview, locale }: { preview: AgendaPreview; locale: Locale }) {
  const t = messages[locale];
  if (preview.items.length === 0) return <p className="text-sm text-stone-600">{t.none}</p>;
  return (
    <div className="text-sm text-stone-800">
      <ol aria-label={t.label} className="space-y-0.5">
        {preview.items.map((item) => {
          const first = item.cases[0];
          return (
            <li key={item.id} className="flex gap-2">
              <span className="w-6 shrink-0 text-right font-mono text-stone-600">
                {item.number ? `${item.number}.` : '–'}
              </span>
              <span className="line-clamp-2 min-w-0 break-words">
                {first?.number ? <span className="case-number">{first.number}</span> : null}
                {(first?.title ?? item.title) ? (
                  <DanishText locale={locale}>{first?.title ?? item.title}</DanishText>
                ) : (
                  t.untitled
                )}
              </span>
            </li>
          );
        })}
      </ol>
      {preview.more > 0 ? (
        <p className="mt-0.5 pl-8 text-stone-700">
          {preview.more === 1 ? t.moreOne : format(t.more, { n: preview.more })}
        </p>
      ) : null}
    </div>
  );
}
