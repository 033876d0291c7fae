import { LocaleLink } from '@/components/site/LocaleLink';
import { defineMessages } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';
import { SEARCH_PATH } from '@/lib/routes';
import { MissingCaseId } from './MissingCaseId';

const messages = defineMessages({
  da: {
    title: 'Sagen findes ikke',
    text: 'Der er ingen sag med id {id} i datasættet. Adressen kan være skrevet forkert, eller sagen er slettet i ODA.',
    search: 'Søg efter sagen',
    home: 'Gå til forsiden',
  },
  en: {
    title: 'Case not found',
    text: 'There is no case with id {id} in the dataset. The address may be mistyped, or the case was deleted in ODA.',
    search: 'Search for the case',
    home: 'Go to the home page',
  },
});

/** The case segment's 404: which case was asked for, and ways on. */
export async function CaseNotFound() {
  const t = await getMessages(messages);
  const [before, after] = t.text.split('{id}');
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
      <p className="max-w-prose">
        {before}
        <MissingCaseId />
        {after}
      </p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <LocaleLink href={SEARCH_PATH} className="font-medium text-red-800 underline underline-offset-2">
            {t.search}
          </LocaleLink>
        </li>
        <li>
          <LocaleLink href="/" className="font-medium text-red-800 underline underline-offset-2">
            {t.home}
          </LocaleLink>
        </li>
      </ul>
    </div>
  );
}
