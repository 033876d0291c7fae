import type { Metadata } from 'next';
import { PageSection } from '@/components/ui/PageSection';
import { alertsOffered } from '@/lib/alerts/alerts-offered';
import { defineMessages, type Locale } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { PRIVACY_PATH } from '@/lib/routes';
import { sharePageMetadata } from '@/lib/share/page-metadata';

const messages = defineMessages({
  da: {
    title: 'Privatliv',
    description: 'Hvad Tingdata gemmer om dig, hvorfor, hvor længe, og hvordan du sletter det.',
    lead: 'Tingdata sporer dig ikke. Vi gemmer kun noget om dig, hvis du selv beder om varsler på e-mail — og så kun det, der skal til for at sende dem.',
    site: 'Når du læser siderne',
    siteText:
      'Ingen sporing, ingen annoncer, ingen analyseværktøjer. Den eneste cookie husker dit sprogvalg, hvis du skifter sprog. For at stoppe misbrug tæller serveren forespørgsler pr. netværksadresse (IP) i højst en time; det gemmes ikke sammen med noget andet om dig.',
    stored: 'Hvad vi gemmer, når du følger noget på e-mail',
    storedText:
      'Din e-mailadresse, det du følger, dit sprog (dansk eller engelsk), hvor tit du vil have mail (straks eller dagligt), hvornår du bekræftede, og hvordan det går med at levere mail til dig (fx hvornår vi sidst sendte). Intet andet: ingen navne, ingen sporing af, om du åbner mails eller klikker på links.',
    why: 'Hvorfor',
    whyText: 'Kun for at sende dig det, du har bedt om. Adressen bruges ikke til andet og gives ikke videre.',
    howLong: 'Hvor længe',
    howLongText:
      'En tilmelding, du ikke bekræfter, slettes efter 48 timer. En bekræftet tilmelding gemmes, til du afmelder dig. Bliver mail til adressen ved med at blive afvist permanent, holder vi op med at sende til den.',
    who: 'Hvem ser det',
    whoText:
      'Ingen andre end Tingdata. Mailene sendes gennem den mailserver, som driver af siden bruger, og den ser adressen, som enhver mailserver ser modtageren.',
    delete: 'Sådan sletter du dine data',
    deleteText:
      'Hver mail har et link til at afmelde med ét klik, som sletter din adresse og alt, hvad du følger, med det samme. Hver mail har også et link til en side, hvor du kan se og fjerne det, du følger, eller slette alle dine data.',
    logs: 'Logfiler og målinger',
    logsText:
      'Serverens logfiler og målinger (antal bekræftelser, sendte mails, fejl og køens længde) indeholder aldrig e-mailadresser eller links med din nøgle.',
  },
  en: {
    title: 'Privacy',
    description: 'What Tingdata keeps about you, why, for how long, and how to delete it.',
    lead: 'Tingdata does not track you. We keep something about you only if you ask for e-mail alerts yourself — and then only what it takes to send them.',
    site: 'When you read the pages',
    siteText:
      'No tracking, no ads, no analytics. The only cookie remembers your language if you switch language. To stop abuse, the server counts requests per network address (IP) for at most an hour; this is kept with nothing else about you.',
    stored: 'What we keep when you follow something by e-mail',
    storedText:
      'Your e-mail address, what you follow, your language (Danish or English), how often you want mail (immediately or daily), when you confirmed, and how delivery to you goes (such as when we last sent). Nothing else: no names, no tracking of whether you open mails or click links.',
    why: 'Why',
    whyText: 'Only to send you what you asked for. The address is used for nothing else and given to nobody.',
    howLong: 'For how long',
    howLongText:
      'A request you do not confirm is deleted after 48 hours. A confirmed one is kept until you unsubscribe. If mail to the address keeps being refused permanently, we stop sending to it.',
    who: 'Who sees it',
    whoText:
      'Nobody but Tingdata. The mails go through the mail server the site’s operator uses, which sees the address as any mail server sees the recipient.',
    delete: 'How to delete your data',
    deleteText:
      'Every mail has a link to unsubscribe in one click, which deletes your address and everything you follow at once. Every mail also has a link to a page where you can see and remove what you follow, or delete all your data.',
    logs: 'Logs and metrics',
    logsText:
      'The server’s logs and metrics (counts of confirmations, sent mails, failures and the queue’s length) never hold e-mail addresses or links with your key.',
  },
});

type Texts = (typeof messages)[Locale];

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = messages[locale];
  return sharePageMetadata({
    title: t.title,
    description: t.description,
    path: PRIVACY_PATH,
    locale,
    type: 'website',
  });
}

/** The e-mail alerts' part of the page: only where alerts are offered (lib/alerts/alerts-offered.ts). */
const ALERT_SECTIONS: readonly (readonly [id: string, title: keyof Texts, text: keyof Texts])[] = [
  ['gemmer', 'stored', 'storedText'],
  ['hvorfor', 'why', 'whyText'],
  ['hvor-laenge', 'howLong', 'howLongText'],
  ['hvem', 'who', 'whoText'],
  ['slet', 'delete', 'deleteText'],
  ['logfiler', 'logs', 'logsText'],
];

/**
 * `/privatliv`: what the site keeps about a reader — nothing while they read; for e-mail alerts only what sending
 * them takes (lib/alerts/alerts-schema.ts) — why, for how long, who sees it and how to delete it. Linked from the
 * footer and from every follow form.
 */
export default async function PrivacyPage() {
  const t = messages[await getLocale()];
  return (
    <article className="max-w-prose space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p className="text-lg">{t.lead}</p>
      </div>
      <PageSection id="siderne" title={t.site}>
        <p>{t.siteText}</p>
      </PageSection>
      {alertsOffered()
        ? ALERT_SECTIONS.map(([id, title, text]) => (
            <PageSection key={id} id={id} title={t[title]}>
              <p>{t[text]}</p>
            </PageSection>
          ))
        : null}
    </article>
  );
}
