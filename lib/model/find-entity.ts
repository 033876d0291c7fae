import { ENTITIES } from './entities';
import type { EntityDef } from './types';

const BY_NAME: ReadonlyMap<string, EntityDef> = new Map(ENTITIES.map((e) => [e.name, e]));

/** The entity set of that exact name (Danish letters exact, case-sensitive), if any. */
export const findEntitySet = (name: string): EntityDef | undefined => BY_NAME.get(name);
