import type { ReactNode } from 'react';
import { HomeSearch } from './HomeSearch';

/** A 404's words (which record was missing, ways on) followed by the search box: the reader can look it up at once. */
export function WithSearch({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-8">
      {children}
      <HomeSearch />
    </div>
  );
}
