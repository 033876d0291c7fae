'use client';

import dynamic from 'next/dynamic';

/**
 * {@link StackedBarChart}, loaded after the page: recharts is about 100 kB of gzip'd script, and the chart is a
 * visual extra beside its text alternative, so the page does not wait for it. Reserve its height in the parent.
 */
export const LazyStackedBarChart = dynamic(() => import('./StackedBarChart').then((m) => m.StackedBarChart), {
  ssr: false,
});
