import type Database from 'better-sqlite3';
import { ENTITIES } from '@/lib/model/entities';
import type { EntityDef } from '@/lib/model/types';
import { quoteIdent } from '@/lib/store/schema';

export type RowValue = string | number | boolean | null;
export type Row = Readonly<Record<string, RowValue | undefined>>;

/**
 * Streams generated rows into the store: one prepared INSERT per entity set, columns in model order,
 * committed in large batches. Booleans become 0/1; a missing property is written as NULL.
 */
export class RowSink {
  private readonly statements = new Map<string, { stmt: Database.Statement; entity: EntityDef }>();
  private pending = 0;
  readonly counts = new Map<string, number>();

  constructor(
    private readonly db: Database.Database,
    private readonly batchSize = 50_000,
  ) {
    this.db.exec('BEGIN');
  }

  private statement(set: string) {
    let entry = this.statements.get(set);
    if (!entry) {
      const entity = ENTITIES.find((e) => e.name === set);
      if (!entity) throw new Error(`Unknown entity set ${set}`);
      const cols = entity.properties.map((p) => quoteIdent(p.name)).join(', ');
      const params = entity.properties.map(() => '?').join(', ');
      entry = {
        stmt: this.db.prepare(`INSERT INTO ${quoteIdent(set)} (${cols}) VALUES (${params})`),
        entity,
      };
      this.statements.set(set, entry);
    }
    return entry;
  }

  write(set: string, row: Row): void {
    const { stmt, entity } = this.statement(set);
    const values = entity.properties.map((p) => {
      const v = row[p.name];
      if (v === undefined) return null;
      return typeof v === 'boolean' ? (v ? 1 : 0) : v;
    });
    stmt.run(values);
    this.counts.set(set, (this.counts.get(set) ?? 0) + 1);
    if (++this.pending >= this.batchSize) this.flush();
  }

  flush(): void {
    this.db.exec('COMMIT');
    this.db.exec('BEGIN');
    this.pending = 0;
  }

  close(): void {
    this.db.exec('COMMIT');
  }
}

/** Hands out ascending ids with occasional gaps, as rows deleted in the real service leave them sparse. */
export class IdSequence {
  constructor(
    private current: number,
    private readonly gapChance = 0.004,
    private readonly next01: () => number = () => 0.5,
  ) {}

  next(): number {
    this.current += this.next01() < this.gapChance ? 2 + Math.floor(this.next01() * 5) : 1;
    return this.current;
  }

  /** A block of consecutive ids (Stemme rows of one vote form such a block). */
  block(n: number): number {
    const first = this.next();
    this.current = first + n - 1;
    return first;
  }

  get last(): number {
    return this.current;
  }
}
