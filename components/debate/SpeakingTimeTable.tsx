import type { SamlingSpeaking } from '@/lib/data/debates/types';
import { formatDuration } from '@/lib/format/duration';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, type Locale } from '@/lib/i18n/locale';
import { periodTitle } from '@/lib/i18n/oda-terms';

const messages = defineMessages({
  da: { samling: 'Samling', speeches: 'Taler', time: 'Taletid' },
  en: { samling: 'Session', speeches: 'Speeches', time: 'Speaking time' },
});

/** Speeches and speaking time per samling, newest first, as a table (a politician's or a party's). */
export function SpeakingTimeTable({
  samlinger,
  caption,
  locale,
}: {
  samlinger: readonly SamlingSpeaking[];
  caption: string;
  locale: Locale;
}) {
  const t = messages[locale];
  return (
    <table className="w-full max-w-xl text-left">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-stone-400 text-sm text-stone-700">
        <tr>
          <th scope="col" className="py-2 pr-4 font-semibold">
            {t.samling}
          </th>
          <th scope="col" className="py-2 pr-4 text-right font-semibold">
            {t.speeches}
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            {t.time}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-200">
        {samlinger.map((s) => (
          <tr key={s.samling}>
            <th scope="row" className="py-2 pr-4 font-normal">
              {periodTitle(s.title, locale) ?? s.samling}
            </th>
            <td className="py-2 pr-4 text-right tabular-nums">{formatCount(locale, s.speeches)}</td>
            <td className="py-2 text-right tabular-nums">{formatDuration(s.seconds, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
