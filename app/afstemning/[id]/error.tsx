'use client';

import Link from 'next/link';
import { VOTE_LIST_PATH } from '@/lib/url-state/vote-search';

const TEXT = {
  title: 'Afstemningen kunne ikke vises',
  body: 'Der gik noget galt, da vi hentede afstemningen. Prøv igen, eller gå til listen over afstemninger.',
  code: 'Fejlkode:',
  retry: 'Prøv igen',
  list: 'Se alle afstemninger',
} as const;

/** Unexpected errors on a vote page. Server errors arrive without details; `digest` matches the server log. */
export default function VoteError({ error, retry }: { error: unknown; retry: () => void }) {
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : null;
  return (
    <div role="alert" className="space-y-4">
      <h1 className="text-3xl font-bold tracking-tight">{TEXT.title}</h1>
      <p className="max-w-prose">
        {TEXT.body}
        {digest ? (
          <span className="block text-sm text-stone-700">
            {TEXT.code} {digest}
          </span>
        ) : null}
      </p>
      <div className="flex flex-wrap gap-4">
        <button
          type="button"
          onClick={() => retry()}
          className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
        >
          {TEXT.retry}
        </button>
        <Link
          href={VOTE_LIST_PATH}
          className="self-center font-medium text-red-800 underline underline-offset-2"
        >
          {TEXT.list}
        </Link>
      </div>
    </div>
  );
}
