/** Says, on every page, that the records shown are generated demo data and not Folketinget's real records. */
export function SyntheticDataBanner() {
  return (
    <div
      role="note"
      aria-label="Om dataene"
      className="border-b-2 border-black bg-amber-300 py-2 text-sm text-black sm:text-base"
    >
      <p className="mx-auto max-w-5xl px-4">
        <strong className="font-bold">Demodata:</strong> Alt, hvad du ser her, er syntetiske data lavet til
        demonstration. Det er ikke rigtige afstemninger, sager eller møder fra Folketinget.
      </p>
    </div>
  );
}
