'use client';

import { ActorError } from '@/components/actor/ActorError';

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return <ActorError error={error} retry={retry} variant="list" />;
}
