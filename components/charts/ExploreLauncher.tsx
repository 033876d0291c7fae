'use client';

import { useEffect, useId, useState } from 'react';
import { useMessages } from '@/components/ui/LocaleProvider';
import { defineMessages } from '@/lib/i18n/locale';
import type { ExploreData } from './explore-series';
import type { SeriesExplorer } from './SeriesExplorer';

const messages = defineMessages({
  da: {
    explore: 'Udforsk',
    close: 'Luk',
    hint: 'Vælg linjer og samlinger, og se tallene ved at pege på eller trykke i diagrammet.',
    loading: 'Henter diagrammet …',
    failed: 'Diagrammet kunne ikke hentes. Prøv igen.',
  },
  en: {
    explore: 'Explore',
    close: 'Close',
    hint: 'Choose lines and sessions, and see the figures by pointing at or tapping the chart.',
    loading: 'Loading the chart …',
    failed: 'The chart could not be loaded. Try again.',
  },
});

type Explorer = typeof SeriesExplorer;

let loading: Promise<Explorer> | null = null;

/** Loads the explorer and recharts once per tab; after a failure (offline) the next click tries again. */
function loadExplorer(): Promise<Explorer> {
  loading ??= import('./SeriesExplorer').then(
    (m) => m.SeriesExplorer,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

type State =
  | { readonly kind: 'closed' | 'loading' | 'failed' }
  | { readonly kind: 'open'; readonly Explorer: Explorer };

/**
 * The "Udforsk" button under a figure drawn on the server: a click loads the interactive chart (recharts, in
 * components/charts/SeriesExplorer.tsx) and opens it below, with `data` from the server's render — lines toggled on
 * and off, a range of samlinger, the values under the pointer or finger. Until then the page carries none of
 * recharts' JavaScript; the server's figure and table stay as they are. Shown once scripts run (without them the
 * button could do nothing).
 */
export function ExploreLauncher({ data, name }: { data: ExploreData; name: string }) {
  const t = useMessages(messages);
  const panel = useId();
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<State>({ kind: 'closed' });
  useEffect(() => setReady(true), []);

  const toggle = () => {
    if (state.kind === 'open') {
      setState({ kind: 'closed' });
      return;
    }
    setState({ kind: 'loading' });
    loadExplorer().then(
      (Explorer) => setState({ kind: 'open', Explorer }),
      () => setState({ kind: 'failed' }),
    );
  };

  return (
    // The button's row keeps its height before scripts run, so nothing moves when it appears.
    <div className="min-h-11 space-y-3">
      {ready ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <button
            type="button"
            onClick={toggle}
            aria-expanded={state.kind === 'open'}
            aria-controls={panel}
            aria-busy={state.kind === 'loading'}
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-stone-400 bg-white px-3 font-medium text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-none stroke-current stroke-2">
              <path d="M2 16 7 9l4 4 7-9" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {state.kind === 'open' ? t.close : t.explore}
          </button>
          <span role="status" className="text-sm text-stone-700">
            {state.kind === 'loading' ? t.loading : state.kind === 'failed' ? t.failed : ''}
          </span>
          {state.kind === 'closed' ? <span className="text-sm text-stone-700">{t.hint}</span> : null}
        </div>
      ) : null}
      <div id={panel}>{state.kind === 'open' ? <state.Explorer data={data} name={name} /> : null}</div>
    </div>
  );
}
