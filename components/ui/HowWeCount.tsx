import { LocaleLink } from '@/components/ui/LocaleLink';
import { defineMessages, type Locale } from '@/lib/i18n/locale';

const messages = defineMessages({
  da: { title: 'Sådan regner vi' },
  en: { title: 'How we count' },
});

/**
 * A number's explanation, folded under "Sådan regner vi" (open without JavaScript by a tap on the summary), with a
 * link to where the rule is written out in full when there is one.
 */
export function HowWeCount({
  text,
  locale,
  link,
}: {
  text: string;
  locale: Locale;
  link?: { readonly href: string; readonly label: string };
}) {
  return (
    <details className="text-sm text-stone-700">
      <summary className="cursor-pointer py-1">{messages[locale].title}</summary>
      <p className="max-w-prose pt-1">{text}</p>
      {link ? (
        <p className="pt-1">
          <LocaleLink href={link.href} className="target text-link inline-block py-2">
            {link.label}
          </LocaleLink>
        </p>
      ) : null}
    </details>
  );
}
