import { describe, expect, it } from 'vitest';
import { AKTOERAKTOERROLLE } from '@/lib/model/oda-ids';
import { AKTØRAKTØRROLLE, id } from './classifications';

describe('the roles the demo data writes', () => {
  it('are the AktørAktørRolle ids the site reads, by their ODA names', () => {
    expect(id(AKTØRAKTØRROLLE, 'medlem')).toBe(AKTOERAKTOERROLLE.medlem);
    expect(id(AKTØRAKTØRROLLE, 'Minister')).toBe(AKTOERAKTOERROLLE.minister);
  });
});
