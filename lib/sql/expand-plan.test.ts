import { describe, expect, it } from 'vitest';
import type { ExpandItem } from '@/lib/odata/ast';
import { ExpandDepthError, UnknownNavigationError } from './errors';
import { planExpand } from './expand-plan';

const item = (path: string, ...nested: ExpandItem[]): ExpandItem => ({
  kind: 'expand',
  path: path.split('/'),
  nested,
  pos: 0,
});

const names = (nodes: ReturnType<typeof planExpand>): unknown =>
  nodes.map((n) => ({ [n.link.name]: names(n.children) }));

describe('planExpand', () => {
  it('resolves and merges paths into a tree', () => {
    const plan = planExpand('Sag', [
      item('Sagstrin/Afstemning'),
      item('SagAktør'),
      item('Sagstrin'),
      item('EmneordSag'),
    ]);
    expect(names(plan)).toEqual([{ Sagstrin: [{ Afstemning: [] }] }, { SagAktør: [] }, { EmneordSag: [] }]);
    expect(plan[0]?.link).toMatchObject({ kind: 'collection', ends: [{ kind: 'column', column: 'sagid' }] });
  });

  it('accepts the nested form within two levels', () => {
    expect(names(planExpand('Møde', [item('Dagsordenspunkt', item('DagsordenspunktSag'))]))).toEqual([
      { Dagsordenspunkt: [{ DagsordenspunktSag: [] }] },
    ]);
  });

  it('rejects expansions deeper than two levels, counting nested ones', () => {
    expect(() => planExpand('Sag', [item('Sagstrin/Afstemning/Stemme')])).toThrow(ExpandDepthError);
    expect(() => planExpand('Møde', [item('Dagsordenspunkt', item('DagsordenspunktSag/Sag'))])).toThrow(
      expect.objectContaining({ name: 'ExpandDepthError', depth: 3, maxDepth: 2 }),
    );
    expect(() => planExpand('Møde', [item('Dagsordenspunkt/DagsordenspunktSag', item('Sag'))])).toThrow(
      ExpandDepthError,
    );
  });

  it('rejects unknown navigations, including on the views (which have none)', () => {
    expect(() => planExpand('Sag', [item('Sagstrin/Findesikke')])).toThrow(
      expect.objectContaining({
        name: 'UnknownNavigationError',
        entity: 'Sagstrin',
        path: ['Sagstrin', 'Findesikke'],
      }),
    );
    expect(() => planExpand('Forslag', [item('Sagstrin')])).toThrow(UnknownNavigationError);
    expect(() => planExpand('Sag', [item('titel')])).toThrow(UnknownNavigationError);
  });

  it('expands the AktørAktør alias as one collection over both ends', () => {
    expect(planExpand('Aktør', [item('AktørAktør')])[0]?.link).toMatchObject({
      name: 'AktørAktør',
      kind: 'collection',
      ends: [
        { kind: 'column', column: 'fraaktørid' },
        { kind: 'column', column: 'tilaktørid' },
      ],
    });
  });
});
