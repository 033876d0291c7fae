import type { GovernmentSide } from '@/lib/data/votes/government-side';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';

const messages = defineMessages({
  da: { outvoted: 'Regeringen blev nedstemt', see: 'se', more: 'Regering og opposition' },
  en: { outvoted: 'The government was outvoted', see: 'see', more: 'Government and opposition' },
});

/**
 * A short note under the result when the government was outvoted (lib/data/votes/government-side.ts), linking to the
 * section that explains it (`#{target}`); nothing otherwise. Server-rendered.
 */
export async function GovernmentOutvotedMark({ side, target }: { side: GovernmentSide; target: string }) {
  if (side.kind !== 'known' || side.verdict.kind !== 'side' || side.verdict.result !== 'outvoted')
    return null;
  const t = messages[await getLocale()];
  return (
    <p className="text-sm">
      <span className="font-semibold">{t.outvoted}</span> – {t.see}{' '}
      <a href={`#${target}`} className="underline">
        {t.more}
      </a>
    </p>
  );
}
