'use client';

import { usePagePath } from '@/components/site/use-page-path';

/** The id from `/sag/<id>` as the visitor typed it (not-found pages get no params), shown as code. */
export function MissingCaseId() {
  const segment = usePagePath().split('/').filter(Boolean)[1] ?? '';
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // A malformed escape is shown as typed.
  }
  return (
    <code className="break-all rounded bg-stone-200 px-1 py-0.5 font-mono text-sm">{text.slice(0, 80)}</code>
  );
}
