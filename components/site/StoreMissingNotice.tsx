/** Shown instead of a page when the embedded store file does not exist: what is missing and how to build it. */
export function StoreMissingNotice({ storeFile }: { storeFile: string }) {
  return (
    <section aria-labelledby="store-missing-title" className="space-y-4">
      <h1 id="store-missing-title" className="text-3xl font-bold tracking-tight">
        Datalageret mangler
      </h1>
      <p>
        Tingdata viser data fra en indlejret SQLite-fil, men filen{' '}
        <code className="break-all rounded bg-stone-200 px-1 py-0.5 font-mono text-sm">{storeFile}</code>{' '}
        findes ikke.
      </p>
      <p>Byg demodataene og genindlæs siden:</p>
      <pre className="overflow-x-auto rounded bg-stone-900 p-4 font-mono text-sm text-stone-50">
        <code>npm run dataset -- --scale demo</code>
      </pre>
      <p>
        <code className="font-mono">npm start</code> gør det selv, når filen mangler. Miljøvariablen{' '}
        <code className="font-mono">ODA_DB</code> peger på en anden fil.
      </p>
    </section>
  );
}
