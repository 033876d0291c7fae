import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/providers/QueryProvider';

/**
 * The search is the one page that fetches as the reader types (react-query, components/search/SearchApp.tsx): its
 * client lives here, so the other pages do not load react-query at all.
 */
export default function SearchLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
