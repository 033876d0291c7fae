import type { PropertyDef } from '@/lib/model/types';
import type { MemberPath } from '@/lib/odata/ast';
import type { CompiledSql } from '@/lib/store/compiled-sql';
import { alias, column, ident, joinSql, sql } from '@/lib/store/sql-fragment';
import {
  type Binding,
  type Context,
  type Env,
  ROOT_VARIABLE,
  type Typed,
  typed,
  valueTypeOf,
} from './context';
import { TypeMismatchError, UnknownPropertyError } from './errors';
import { type CollectionLink, findMember, type LinkedProperty, type ReferenceLink } from './model-lookup';

/** What a member path ends in. */
export type Terminal =
  | { readonly kind: 'property'; readonly property: PropertyDef }
  | { readonly kind: 'reference'; readonly link: ReferenceLink }
  | { readonly kind: 'collection'; readonly link: CollectionLink }
  | { readonly kind: 'linked'; readonly linked: LinkedProperty };

/** A member path resolved against the model: its start, the to-one hops, and what it ends in. */
export interface ResolvedPath {
  readonly binding: Binding;
  readonly steps: readonly ReferenceLink[];
  readonly terminal: Terminal;
}

/** The binding a path starts from: `$it`/no variable is the root, otherwise a lambda range variable. */
export function bindingOf(ctx: Context, env: Env, member: MemberPath): Binding {
  const name = member.variable ?? ROOT_VARIABLE;
  if (name === ROOT_VARIABLE) return env.root;
  const binding = env.variables.get(name);
  if (!binding)
    throw new UnknownPropertyError(env.root.entity.name, [name, ...member.path], ctx.option, member.pos);
  return binding;
}

/**
 * Resolves `Sagstrin/Sag/titel` hop by hop. Every segment but the last must be a to-one navigation; unknown names
 * raise `UnknownPropertyError`, other misuse (a collection or a property mid-path) `TypeMismatchError`.
 */
export function resolveMemberPath(ctx: Context, env: Env, member: MemberPath): ResolvedPath {
  const binding = bindingOf(ctx, env, member);
  const steps: ReferenceLink[] = [];
  let entity = binding.entity;
  const path = member.path;
  for (const [i, name] of path.entries()) {
    const found = findMember(entity, name);
    if (!found) throw new UnknownPropertyError(entity.name, path.slice(0, i + 1), ctx.option, member.pos);
    const last = i === path.length - 1;
    if (found.kind === 'property') {
      if (last) return { binding, steps, terminal: { kind: 'property', property: found.property } };
      throw new TypeMismatchError(`'${name}' is a property of ${entity.name}, not a navigation.`, member.pos);
    }
    if (found.kind === 'linked') {
      if (last) return { binding, steps, terminal: { kind: 'linked', linked: found.linked } };
      throw new TypeMismatchError(`'${name}' is a property of ${entity.name}, not a navigation.`, member.pos);
    }
    const link = found.link;
    if (link.kind === 'collection') {
      if (last) return { binding, steps, terminal: { kind: 'collection', link } };
      throw new TypeMismatchError(
        `'${name}' is a collection; use any() or all() to filter on it.`,
        member.pos,
      );
    }
    if (last) return { binding, steps, terminal: { kind: 'reference', link } };
    steps.push(link);
    entity = link.target;
  }
  throw new TypeMismatchError('An empty member path has no value.', member.pos);
}

/**
 * The value of `name` on the row reached from `binding` through to-one `steps`: a plain column without steps,
 * otherwise a correlated scalar subquery that inner-joins the chain and is NULL when any hop is missing (the same
 * result a LEFT JOIN chain gives), e.g.
 * `(SELECT t2."titel" FROM "Sagstrin" AS t1 JOIN "Sag" AS t2 ON t2."id" = t1."sagid" WHERE t1."id" = t0."sagstrinid")`.
 */
export function valueThrough(
  ctx: Context,
  binding: Binding,
  steps: readonly ReferenceLink[],
  name: string,
): CompiledSql {
  const [first, ...rest] = steps;
  if (!first) return column(binding.alias, name);
  const firstAlias = ctx.nextAlias();
  let previous = firstAlias;
  const joins: CompiledSql[] = [];
  for (const step of rest) {
    const next = ctx.nextAlias();
    joins.push(
      sql` JOIN ${ident(step.target.name)} AS ${alias(next)} ON ${column(next, 'id')} = ${column(previous, step.column)}`,
    );
    previous = next;
  }
  return sql`(SELECT ${column(previous, name)} FROM ${ident(first.target.name)} AS ${alias(firstAlias)}${joinSql(joins, '')} WHERE ${column(firstAlias, 'id')} = ${column(binding.alias, first.column)})`;
}

/**
 * A member path as a value. Properties give their EDM type; a to-one navigation gives the target's id typed as
 * `entity` (so `Sagstrin eq null` works); collections and linked properties are not values.
 */
export function compileValuePath(ctx: Context, resolved: ResolvedPath, pos: number): Typed {
  const { binding, steps, terminal } = resolved;
  switch (terminal.kind) {
    case 'property':
      return typed(
        valueThrough(ctx, binding, steps, terminal.property.name),
        valueTypeOf(terminal.property.type),
      );
    case 'reference':
      return typed(valueThrough(ctx, binding, [...steps, terminal.link], 'id'), 'entity');
    case 'collection':
      throw new TypeMismatchError(
        `'${terminal.link.name}' is a collection; use any() or all() to filter on it.`,
        pos,
      );
    case 'linked':
      throw new TypeMismatchError(
        `'${terminal.linked.name}' can only be compared (e.g. '${terminal.linked.name} eq 5').`,
        pos,
      );
  }
}
