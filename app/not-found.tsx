import type { Metadata } from 'next';
import Link from 'next/link';
import { defineMessages } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';

const messages = defineMessages({
  da: {
    title: 'Siden findes ikke',
    text: 'Vi kunne ikke finde den side, du bad om. Adressen kan være skrevet forkert, eller siden er ikke bygget endnu.',
    home: 'Gå til forsiden',
  },
  en: {
    title: 'Page not found',
    text: 'We could not find the page you asked for. The address may be mistyped, or the page has not been built yet.',
    home: 'Go to the home page',
  },
});

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getMessages(messages)).title };
}

export default async function NotFound() {
  const t = await getMessages(messages);
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
      <p className="max-w-prose">{t.text}</p>
      <p>
        <Link href="/" className="font-medium text-red-800 underline underline-offset-2">
          {t.home}
        </Link>
      </p>
    </div>
  );
}
