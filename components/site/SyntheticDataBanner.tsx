import { defineMessages } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';
import { ABOUT_DATA_FRAGMENT } from '@/lib/routes';

const messages = defineMessages({
  da: {
    label: 'Om dataene',
    lead: 'Demodata',
    short: '– ikke rigtige tal.',
    text: '– syntetiske data lavet til demonstration, ikke Folketingets rigtige afstemninger, sager og møder.',
    more: 'Om dataene',
  },
  en: {
    label: 'About the data',
    lead: 'Demo data',
    short: '– not real records.',
    text: '– synthetic data made for demonstration, not the Folketing’s real votes, cases and meetings.',
    more: 'About the data',
  },
});

/**
 * Says, on every page, in one line, that the records shown are generated demo data and not Folketinget's real
 * records — on a phone in a few words, from `sm` up in a sentence — linking to the footer's fuller explanation
 * (components/site/SiteFooter.tsx).
 */
export async function SyntheticDataBanner() {
  const t = await getMessages(messages);
  return (
    <div role="note" aria-label={t.label} className="border-b-2 border-black bg-amber-300 text-sm text-black">
      <p className="mx-auto max-w-5xl px-4 py-1 pointer-coarse:py-0">
        <strong className="font-bold">{t.lead}</strong> <span className="sm:hidden">{t.short}</span>
        <span className="max-sm:hidden">{t.text}</span>{' '}
        <a href={`#${ABOUT_DATA_FRAGMENT}`} className="target font-semibold underline underline-offset-2">
          {t.more}
        </a>
      </p>
    </div>
  );
}
