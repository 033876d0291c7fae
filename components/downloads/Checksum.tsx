/**
 * A file's sha256 under its label ('SHA-256'): lowercase hex as the manifest gives it, selected whole by one tap or
 * click, wrapped on a phone.
 */
export function Checksum({ sha256 }: { sha256: string }) {
  return (
    <p className="text-sm">
      <span className="font-semibold">SHA-256</span>{' '}
      <code className="select-all break-all font-mono text-stone-800">{sha256}</code>
    </p>
  );
}
