import type { ActorSummary } from '@/lib/data/actors/types';

/**
 * How an actor is named in headings: its `navn` — except a minister title, whose `navn` is the definite form in
 * lower case ('finansministeren'); it is named by its title, capitalised ('Finansminister'). Null without a name.
 */
export function actorDisplayName(actor: Pick<ActorSummary, 'kind' | 'name' | 'shortName'>): string | null {
  if (actor.kind === 'minister-title') {
    const title = actor.shortName ?? actor.name;
    return title ? title.charAt(0).toLocaleUpperCase('da') + title.slice(1) : null;
  }
  return actor.name;
}
