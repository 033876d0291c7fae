import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Siden findes ikke' };

export default function NotFound() {
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold tracking-tight">Siden findes ikke</h1>
      <p className="max-w-prose">
        Vi kunne ikke finde den side, du bad om. Adressen kan være skrevet forkert, eller siden er ikke bygget
        endnu.
      </p>
      <p>
        <Link href="/" className="font-medium text-red-800 underline underline-offset-2">
          Gå til forsiden
        </Link>
      </p>
    </div>
  );
}
