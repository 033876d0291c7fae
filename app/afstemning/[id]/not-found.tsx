import type { Metadata } from 'next';
import Link from 'next/link';
import { CurrentPath } from '@/components/ui/CurrentPath';
import { VOTE_LIST_PATH } from '@/lib/url-state/vote-search';

const TEXT = {
  title: 'Afstemningen findes ikke',
  body: 'Der er ingen afstemning på adressen',
  hint: 'En afstemnings adresse er /afstemning/ efterfulgt af dens id, et helt tal. Afstemningen kan også mangle i datasættet.',
  list: 'Se alle afstemninger',
  home: 'Gå til forsiden',
} as const;

export const metadata: Metadata = { title: TEXT.title };

/** An unknown or malformed vote id: say what was not found and offer a way on. */
export default function VoteNotFound() {
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold tracking-tight">{TEXT.title}</h1>
      <p className="max-w-prose">
        {TEXT.body} <CurrentPath />.
      </p>
      <p className="max-w-prose text-stone-700">{TEXT.hint}</p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link href={VOTE_LIST_PATH} className="font-medium text-red-800 underline underline-offset-2">
            {TEXT.list}
          </Link>
        </li>
        <li>
          <Link href="/" className="font-medium text-red-800 underline underline-offset-2">
            {TEXT.home}
          </Link>
        </li>
      </ul>
    </div>
  );
}
