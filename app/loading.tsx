import { LatestVotesSkeleton } from '@/components/vote/LatestVotesSkeleton';

export default function Loading() {
  return (
    <div className="space-y-6">
      <div aria-hidden="true" className="h-9 w-72 max-w-full animate-pulse rounded bg-stone-300" />
      <LatestVotesSkeleton />
    </div>
  );
}
