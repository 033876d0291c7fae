import {
  ACTOR_LIST_PATH,
  MEETING_LIST_PATH,
  PARTY_LIST_PATH,
  QUESTION_LIST_PATH,
  SEARCH_PATH,
  UPCOMING_PATH,
  VOTE_LIST_PATH,
} from '@/lib/routes';
/** The main navigation: where each item goes and which paths belong to its section (for `aria-current`). */
export interface NavItem {
  readonly key: 'home' | 'votes' | 'cases' | 'questions' | 'meetings' | 'upcoming' | 'actors' | 'parties';
  readonly href: string;
  /** Path prefixes of the section's other pages, e.g. '/moede/' for Møder. */
  readonly section: readonly string[];
}

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', href: '/', section: [] },
  { key: 'votes', href: VOTE_LIST_PATH, section: ['/afstemning/'] },
  { key: 'cases', href: SEARCH_PATH, section: ['/sag/'] },
  { key: 'questions', href: QUESTION_LIST_PATH, section: [`${QUESTION_LIST_PATH}/`] },
  { key: 'meetings', href: MEETING_LIST_PATH, section: ['/moede/'] },
  { key: 'upcoming', href: UPCOMING_PATH, section: [] },
  { key: 'actors', href: ACTOR_LIST_PATH, section: ['/aktoer/'] },
  { key: 'parties', href: PARTY_LIST_PATH, section: ['/parti/'] },
];

/** 'page' when the path is the item's own page, 'true' when it is in the item's section, else undefined. */
export function currentState(
  item: Pick<NavItem, 'href' | 'section'>,
  pathname: string,
): 'page' | 'true' | undefined {
  if (pathname === item.href) return 'page';
  return item.section.some((prefix) => pathname.startsWith(prefix)) ? 'true' : undefined;
}
