import { defineMessages, type Locale } from '@/lib/i18n/locale';

const messages = defineMessages({
  da: { title: 'Sådan regner vi' },
  en: { title: 'How we count' },
});

/** A number's explanation, folded under "Sådan regner vi" (open without JavaScript by a tap on the summary). */
export function HowWeCount({ text, locale }: { text: string; locale: Locale }) {
  return (
    <details className="text-sm text-stone-700">
      <summary className="cursor-pointer py-1">{messages[locale].title}</summary>
      <p className="max-w-prose pt-1">{text}</p>
    </details>
  );
}
