import { connection } from 'next/server';
import { Suspense } from 'react';
import { LatestVotes } from '@/components/vote/LatestVotes';
import { LatestVotesSkeleton } from '@/components/vote/LatestVotesSkeleton';
import { getSiteStatus } from '@/lib/data/site';

export default async function HomePage() {
  await connection();
  // Without a store the root layout explains how to build one; rendering votes would only fail.
  if ((await getSiteStatus()).kind !== 'ready') return null;
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-balance">Seneste afstemninger</h1>
        <p className="max-w-prose text-stone-700">
          De nyeste afstemninger i Folketingssalen med sag, dato, afstemningstype og resultat.
        </p>
      </div>
      <Suspense fallback={<LatestVotesSkeleton />}>
        <LatestVotes limit={20} />
      </Suspense>
    </div>
  );
}
