/** Placeholders shaped like the case page's header and timeline while it loads (loading.tsx). */

export function CaseTimelineSkeleton({ label, steps = 4 }: { label: string; steps?: number }) {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="h-7 w-32 animate-pulse rounded bg-stone-300" />
      <div aria-hidden="true" className="space-y-6 border-l-2 border-stone-300 pl-6">
        {Array.from({ length: steps }, (_, i) => `step-${i}`).map((key) => (
          <div key={key} className="animate-pulse space-y-2">
            <div className="h-3 w-40 rounded bg-stone-200" />
            <div className="h-5 w-64 max-w-full rounded bg-stone-300" />
            <div className="h-3 w-full max-w-md rounded bg-stone-200" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function CaseHeaderSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="animate-pulse space-y-3">
        <div className="h-9 w-3/4 rounded bg-stone-300" />
        <div className="h-5 w-full max-w-2xl rounded bg-stone-200" />
        <div className="h-28 w-full rounded border border-stone-200 bg-white" />
      </div>
    </div>
  );
}
