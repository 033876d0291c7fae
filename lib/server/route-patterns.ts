import { readFileSync } from 'node:fs';
import path from 'node:path';
import { splitLocalePath } from '@/lib/routes';

/**
 * The app's route patterns (`/sag/[id]`, `/api/[[...path]]`), for naming the route of a request in the server's
 * error log and metrics when Next has not named it (an `/api` request answered before Next, a route that answered
 * 5xx itself): a bounded set of names, never the raw path.
 */

/** The route patterns of a production build: the values of its `app-path-routes-manifest.json`; none without one. */
export function readRoutePatterns(distDir: string): string[] {
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, 'app-path-routes-manifest.json'), 'utf8'));
    return Object.values(manifest as Record<string, unknown>).filter(
      (p): p is string => typeof p === 'string' && !p.startsWith('/_'),
    );
  } catch {
    return [];
  }
}

/** How a pattern segment matches: 0 itself, 1 one segment (`[id]`), 2 one or more (`[...x]`), 3 any (`[[...x]]`). */
type SegmentKind = 0 | 1 | 2 | 3;

function kindOf(segment: string): SegmentKind {
  if (segment.startsWith('[[...')) return 3;
  if (segment.startsWith('[...')) return 2;
  return segment.startsWith('[') ? 1 : 0;
}

interface Pattern {
  readonly name: string;
  readonly segments: readonly string[];
  readonly kinds: readonly SegmentKind[];
}

function matches(pattern: Pattern, parts: readonly string[]): boolean {
  const { segments, kinds } = pattern;
  for (let i = 0; i < segments.length; i++) {
    const kind = kinds[i] ?? 0;
    if (kind >= 2) return kind === 3 || parts.length > i;
    if (i >= parts.length) return false;
    if (kind === 0 && parts[i] !== segments[i]) return false;
  }
  return parts.length === segments.length;
}

/** Fixed segments before dynamic ones, position by position, as Next chooses between routes. */
function bySpecificity(a: Pattern, b: Pattern): number {
  for (let i = 0; i < Math.max(a.kinds.length, b.kinds.length); i++) {
    const diff = (a.kinds[i] ?? -1) - (b.kinds[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * The pattern a path (without its query) belongs to, or null when none does. An English address is named by the
 * Danish route that serves it (`/en/sag/5` → `/sag/[id]`, `/en` → `/`; proxy.ts): one route tree, one set of names.
 */
export function routeMatcher(patterns: readonly string[]): (pathname: string) => string | null {
  const compiled = patterns
    .map((name): Pattern => {
      const segments = name.split('/').filter(Boolean);
      return { name, segments, kinds: segments.map(kindOf) };
    })
    .sort(bySpecificity);
  return (pathname) => {
    const parts = splitLocalePath(pathname).path.split('/').filter(Boolean);
    return compiled.find((p) => matches(p, parts))?.name ?? null;
  };
}
