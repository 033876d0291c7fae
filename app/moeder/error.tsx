'use client';

import { MeetingError } from '@/components/meeting/MeetingError';

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return <MeetingError error={error} retry={retry} variant="list" />;
}
