import type { ReactNode } from 'react';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { defineMessages, type Locale } from '@/lib/i18n/locale';

const messages = defineMessages({
  da: { home: 'Til forsiden' },
  en: { home: 'To the home page' },
});

/** The way on at the foot of an alerts page (app/varsler): the home page, and any other link given beside it. */
export function AlertsWayOn({ locale, children }: { locale: Locale; children?: ReactNode }) {
  return (
    <p className="flex flex-wrap gap-x-6">
      <LocaleLink href="/" prefetch={false} className="target text-link">
        {messages[locale].home}
      </LocaleLink>
      {children}
    </p>
  );
}
