import { ImageResponse } from 'next/og';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadCaseResult } from '@/lib/data/cases/case-result-load';
import { buildResultStore } from '@/lib/data/cases/result-store.fixture';
import type { CaseDetail, CaseResult } from '@/lib/data/cases/types';
import type { VoteDetail } from '@/lib/data/votes/types';
import { shareFonts } from '@/lib/share/share-fonts';
import { SHARE_IMAGE_SIZE } from '@/lib/share/share-image';
import { openedStore } from '@/lib/store/store-hooks.fixture';
import { CaseShareImage } from './CaseShareImage';

const db = openedStore('share', buildResultStore);

function result(id: number): CaseResult {
  const found = loadCaseResult(db(), id);
  if (!found) throw new Error(`no case ${id}`);
  return found;
}

const detail = (number: string, type: string, status: string): CaseDetail => ({
  id: 1,
  number,
  shortTitle: 'Om sultkatastrofen i Gaza',
  title: null,
  typeId: 2,
  type,
  status,
  category: null,
  period: { id: 163, code: '20241', title: '2024-25' },
  resume: null,
  law: null,
  decision: null,
  retsinformationUrl: null,
  updated: null,
});

/** The record of the adopted motion's vote, as far as the image reads it (its type, date and counts). */
const motionVote = {
  id: 3201,
  voteType: 'Forslag til vedtagelse',
  date: '2025-03-06T12:00:00',
  adopted: true,
  stemmeCounts: { for: 3, against: 1, abstain: 0, absent: 0 },
  konklusion: { for: { count: 3 }, against: { count: 1 }, abstain: { count: 0 } },
} as unknown as VoteDetail;

/** The image's words, as its elements hold them. */
const words = (element: React.ReactElement) =>
  renderToStaticMarkup(element)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('CaseShareImage', () => {
  it('names the motion for a resolution a forespørgsel’s debate adopted, with its proposers and the outcome', async () => {
    const element = (
      <CaseShareImage
        detail={detail('F 30', 'Forespørgsel', 'Forhandlet')}
        result={result(30)}
        vote={motionVote}
        synthetic
      />
    );
    const text = words(element);
    expect(text).toContain('Forslag til vedtagelse V 2, stillet af S, V og M');
    expect(text).toContain('Vedtaget');
    const png = Buffer.from(
      await new ImageResponse(element, {
        ...SHARE_IMAGE_SIZE,
        fonts: [...(await shareFonts())],
      }).arrayBuffer(),
    );
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('says "Ingen vedtaget" with the motions that fell, and a type not decided by vote says so', () => {
    expect(
      words(
        <CaseShareImage
          detail={detail('F 34', 'Forespørgsel', 'Forhandlet')}
          result={result(34)}
          vote={null}
          synthetic
        />,
      ),
    ).toContain('Ingen vedtaget: V 4 og V 5 forkastet');
    const question = words(
      <CaseShareImage
        detail={detail('S 50', '§ 20-spørgsmål', 'Besvaret, endeligt')}
        result={result(50)}
        vote={null}
        synthetic
      />,
    );
    expect(question).toContain('Status: Afsluttet (Besvaret, endeligt)');
    expect(question).toContain('Sagstypen afgøres ikke ved afstemning');
  });
});
