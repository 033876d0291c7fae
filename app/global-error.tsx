'use client';

import './globals.css';

/**
 * Errors in the root layout itself: replaces the whole document, so it brings its own html and body. The layout
 * (and with it the reader's language) is what failed, so the page says it in Danish and in English, with the
 * error's code (the request's id, which the server's log line carries; see components/site/SegmentError.tsx).
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : null;
  return (
    <html lang="da">
      <body className="mx-auto max-w-3xl space-y-4 px-4 py-12">
        <title>Noget gik galt – Tingdata</title>
        <main className="space-y-6">
          <div className="space-y-2">
            <h1 className="text-3xl font-bold tracking-tight">Noget gik galt</h1>
            <p>
              Tingdata kunne ikke hente sine data lige nu – måske svarer Folketingets datatjeneste ikke. Prøv
              igen om lidt.
            </p>
          </div>
          <div lang="en" className="space-y-2">
            <h2 className="text-xl font-bold">Something went wrong</h2>
            <p>
              Tingdata could not load its data just now – perhaps the Folketing’s data service is not
              answering. Please try again in a moment.
            </p>
          </div>
          {digest ? (
            <p className="text-sm text-stone-700">
              Fejlkode <span lang="en">/ Error code</span>: <code>{digest}</code>
            </p>
          ) : null}
          <button
            type="button"
            onClick={() => retry()}
            className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900"
          >
            Prøv igen <span lang="en">/ Try again</span>
          </button>
        </main>
      </body>
    </html>
  );
}
