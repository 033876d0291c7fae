import type { PartyOverview } from '@/lib/data/parties/types';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { periodTitle } from '@/lib/i18n/oda-terms';

const messages = defineMessages({
  da: {
    note: 'Uden valgt samling vises den nyeste med mindst {min} afstemninger med stemmer; de nyere har færre: {newer}.',
    newer: '{n} i {period}',
  },
  en: {
    note: 'With no session chosen, the newest with at least {min} votes with ballots is shown; the newer ones have fewer: {newer}.',
    newer: '{n} in {period}',
  },
});

/**
 * Why the agreement matrix shows an older samling than the newest when none was chosen (lib/data/parties/party-load.ts
 * HEADLINE_MIN_VOTES): the rule and the newer samlinger passed over with their counts. Nothing when a samling was
 * chosen or the newest is shown.
 */
export function MatrixDefaultNote({
  byDefault,
  locale,
}: {
  byDefault: PartyOverview['byDefault'];
  locale: Locale;
}) {
  if (!byDefault || byDefault.newer.length === 0) return null;
  const t = messages[locale];
  const newer = byDefault.newer
    .map((p) =>
      format(t.newer, {
        period: periodTitle(p.period.title, locale) ?? p.period.title,
        n: formatCount(locale, p.votes),
      }),
    )
    .join(', ');
  return (
    <p className="max-w-prose text-sm text-stone-700">
      {format(t.note, { min: formatCount(locale, byDefault.minVotes), newer })}
    </p>
  );
}
