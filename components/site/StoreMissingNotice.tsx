import { defineMessages } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';

const messages = defineMessages({
  da: {
    title: 'Datalageret mangler',
    before: 'Tingdata viser data fra en indlejret SQLite-fil, men filen',
    after: 'findes ikke.',
    build: 'Byg demodataene og genindlæs siden:',
    startDoes: 'gør det selv, når filen mangler. Miljøvariablen',
    pointsTo: 'peger på en anden fil.',
  },
  en: {
    title: 'The data store is missing',
    before: 'Tingdata shows data from an embedded SQLite file, but the file',
    after: 'does not exist.',
    build: 'Build the demo data and reload the page:',
    startDoes: 'does this by itself when the file is missing. The environment variable',
    pointsTo: 'points to another file.',
  },
});

/** Shown instead of a page when the embedded store file does not exist: what is missing and how to build it. */
export async function StoreMissingNotice({ storeFile }: { storeFile: string }) {
  const t = await getMessages(messages);
  return (
    <section aria-labelledby="store-missing-title" className="space-y-4">
      <h1 id="store-missing-title" className="text-3xl font-bold tracking-tight">
        {t.title}
      </h1>
      <p>
        {t.before}{' '}
        <code className="break-all rounded bg-stone-200 px-1 py-0.5 font-mono text-sm">{storeFile}</code>{' '}
        {t.after}
      </p>
      <p>{t.build}</p>
      <pre className="overflow-x-auto rounded bg-stone-900 p-4 font-mono text-sm text-stone-50">
        <code>npm run dataset -- --scale demo</code>
      </pre>
      <p>
        <code className="font-mono">npm start</code> {t.startDoes} <code className="font-mono">ODA_DB</code>{' '}
        {t.pointsTo}
      </p>
    </section>
  );
}
