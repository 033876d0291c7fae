/** Placeholder shaped like a titled panel of list rows while it loads; `label` is read to screen readers. */
export function PanelSkeleton({
  label,
  rows = 5,
  chart = false,
}: {
  label: string;
  rows?: number;
  chart?: boolean;
}) {
  const placeholders = Array.from({ length: rows }, (_, i) => `row-${i}`);
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="h-7 w-56 max-w-full animate-pulse rounded bg-stone-300" />
      {chart ? <div aria-hidden="true" className="h-56 w-full animate-pulse rounded bg-stone-200" /> : null}
      <div aria-hidden="true" className="divide-y divide-stone-200 border-y border-stone-200">
        {placeholders.map((key) => (
          <div key={key} className="flex animate-pulse flex-col gap-2 py-3">
            <div className="h-3 w-32 rounded bg-stone-200" />
            <div className="h-4 w-full max-w-xl rounded bg-stone-300" />
          </div>
        ))}
      </div>
    </div>
  );
}
