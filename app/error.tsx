'use client';

import Link from 'next/link';

/** Unexpected errors below the root layout. Server errors arrive without details; `digest` matches the log. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : null;
  return (
    <div role="alert" className="space-y-4">
      <h1 className="text-3xl font-bold tracking-tight">Noget gik galt</h1>
      <p className="max-w-prose">
        Siden kunne ikke vises lige nu. Prøv igen, eller gå til forsiden.
        {digest ? <span className="block text-sm text-stone-700">Fejlkode: {digest}</span> : null}
      </p>
      <div className="flex flex-wrap gap-4">
        <button
          type="button"
          onClick={() => retry()}
          className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
        >
          Prøv igen
        </button>
        <Link href="/" className="self-center font-medium text-red-800 underline underline-offset-2">
          Gå til forsiden
        </Link>
      </div>
    </div>
  );
}
