import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { getCase } from '@/lib/data/case';
import { getSiteStatus } from '@/lib/data/site';
import { parseIdSegment } from '@/lib/routes';

/**
 * Answers a malformed or unknown case id with a real 404 before anything streams: this layout sits outside the
 * segment's loading boundary, so its notFound() still sets the status (app/sag/not-found.tsx renders it). The page
 * asks getCase again and gets the same per-request result.
 */
export default async function CaseLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ id: string }>;
}) {
  if ((await getSiteStatus()).kind === 'ready') {
    const id = parseIdSegment((await params).id);
    if (id === null || !(await getCase(id))) notFound();
  }
  return children;
}
