import { expect, it } from 'vitest';
import { memoryStore } from '@/lib/store/store-builder.fixture';
import { importSitting } from './import-sitting';
import { linkReport } from './link-report';
import { fileOf, item, sitting, speaker, speech } from './parsed-sitting.fixture';

it('says why each unlinked speaker stayed unlinked, most speeches first', () => {
  const db = memoryStore((b) =>
    b
      .session(1, '20221', '2022-11-01', '2023-10-03')
      .party(10, 'S', 'Socialdemokratiet')
      .party(11, 'V', 'Venstre')
      .person(20, 'Jens', 'Hansen')
      .person(21, 'Jens', 'Hansen')
      .membership(20, 10, '2022-11-01')
      .membership(21, 11, '2022-11-01'),
  );
  try {
    const jens = speaker({ firstName: 'Jens', lastName: 'Hansen' });
    const unknown = speaker({ firstName: 'Ukendt', lastName: 'Person', party: 'S' });
    const s = sitting('20221', 12, '2022-12-14', [
      item('1', [
        speech(1, jens, []),
        speech(2, unknown, []),
        speech(3, jens, []),
        speech(4, { ...jens, party: 'S' }, []),
        speech(5, speaker({ role: null }), []),
      ]),
    ]);
    importSitting(db, s, fileOf(s));
    const report = linkReport(db);
    expect(report.speechesByWhy).toEqual({ unknown: 1, ambiguous: 2, unnamed: 1 });
    expect(report.speakers).toEqual([
      { navn: 'Jens Hansen', parti: null, why: 'ambiguous', speeches: 2, sittings: 1 },
      { navn: '', parti: null, why: 'unnamed', speeches: 1, sittings: 1 },
      { navn: 'Ukendt Person', parti: 'S', why: 'unknown', speeches: 1, sittings: 1 },
    ]);
    expect(report.counts).toMatchObject({ speeches: 5, unlinkedSpeeches: 4 });
  } finally {
    db.close();
  }
});
