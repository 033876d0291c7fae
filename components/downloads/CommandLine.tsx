/**
 * A command to copy into a terminal, as a block of code that wraps rather than scrolls (a long URL or checksum stays
 * on a phone's screen), every character of it selectable at once.
 */
export function CommandLine({ command }: { command: string }) {
  return (
    <pre className="whitespace-pre-wrap break-all rounded bg-stone-900 p-3 font-mono text-sm text-stone-50">
      <code className="select-all">{command}</code>
    </pre>
  );
}
