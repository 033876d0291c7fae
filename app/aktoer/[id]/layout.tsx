import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { getActor, parseActorId, preloadActor } from '@/lib/data/actor';
import { preloadVotingRecord } from '@/lib/data/actor-votes';
import { getSiteStatus } from '@/lib/data/site';

/**
 * Answers a malformed or unknown actor id with a real 404 before anything streams: this layout sits outside the
 * segment's loading boundary, so its notFound() still sets the status (app/aktoer/not-found.tsx renders it). The
 * page asks getActor again and gets the same per-request result. The header's other reads and the voting record
 * start here too, alongside the actor's.
 */
export default async function ActorLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ id: string }>;
}) {
  if ((await getSiteStatus()).kind === 'ready') {
    const id = parseActorId((await params).id);
    if (id !== null) {
      preloadActor(id);
      preloadVotingRecord(id);
    }
    if (id === null || !(await getActor(id))) notFound();
  }
  return children;
}
