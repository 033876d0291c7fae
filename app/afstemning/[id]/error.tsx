'use client';

import { VoteError } from '@/components/vote/VoteError';

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return <VoteError error={error} retry={retry} />;
}
