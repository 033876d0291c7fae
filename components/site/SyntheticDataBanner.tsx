import { defineMessages } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';

const messages = defineMessages({
  da: {
    label: 'Om dataene',
    lead: 'Demodata:',
    text: 'Alt, hvad du ser her, er syntetiske data lavet til demonstration. Det er ikke rigtige afstemninger, sager eller møder fra Folketinget.',
  },
  en: {
    label: 'About the data',
    lead: 'Demo data:',
    text: 'Everything you see here is synthetic data made for demonstration. These are not real votes, cases or meetings of the Folketing.',
  },
});

/** Says, on every page, that the records shown are generated demo data and not Folketinget's real records. */
export async function SyntheticDataBanner() {
  const t = await getMessages(messages);
  return (
    <div
      role="note"
      aria-label={t.label}
      className="border-b-2 border-black bg-amber-300 py-2 text-sm text-black sm:text-base"
    >
      <p className="mx-auto max-w-5xl px-4">
        <strong className="font-bold">{t.lead}</strong> {t.text}
      </p>
    </div>
  );
}
