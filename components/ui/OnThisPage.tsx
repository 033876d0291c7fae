/** The "on this page" links to a page's sections: `[section id, label]` pairs, in page order. */
export function OnThisPage({
  label,
  sections,
}: {
  label: string;
  sections: readonly (readonly [string, string])[];
}) {
  return (
    <nav aria-label={label} className="text-sm">
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {sections.map(([id, text]) => (
          <li key={id}>
            <a href={`#${id}`} className="target font-medium text-red-800 underline underline-offset-2">
              {text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
