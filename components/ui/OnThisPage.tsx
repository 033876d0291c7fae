/**
 * The "on this page" links to a page's sections: `[section id, label]` pairs, in page order. Put it right after the
 * page's answer (docs/design.md, "The first screen"). Server-rendered plain fragment links, so it works without
 * JavaScript. On a phone the links are one row of 44 px chips that scrolls sideways (the row runs to the screen's
 * edge, so a cut-off chip shows there is more); from `sm` up they wrap.
 */
export function OnThisPage({
  label,
  sections,
}: {
  label: string;
  sections: readonly (readonly [string, string])[];
}) {
  return (
    <nav aria-label={label} className="space-y-1.5">
      <p aria-hidden="true" className="text-sm font-semibold text-stone-700">
        {label}
      </p>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        {sections.map(([id, text]) => (
          <li key={id} className="shrink-0">
            <a
              href={`#${id}`}
              className="inline-flex min-h-9 items-center whitespace-nowrap rounded-full border border-stone-300 bg-white px-3 text-sm font-medium text-stone-900 hover:border-red-800 hover:text-red-800 pointer-coarse:min-h-11"
            >
              {text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
