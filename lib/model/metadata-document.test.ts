import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildMetadataDocument } from './metadata-document';

describe('$metadata document', () => {
  it('is generated from the model and equals the real service’s document byte for byte', () => {
    const real = readFileSync(path.join(__dirname, 'oda-metadata.xml'), 'utf8');
    const ours = buildMetadataDocument();
    const realLines = real.split('\r\n');
    const ourLines = ours.split('\r\n');
    const firstDiff = realLines.findIndex((line, i) => line !== ourLines[i]);
    expect(
      firstDiff === -1
        ? null
        : { line: firstDiff + 1, real: realLines[firstDiff], ours: ourLines[firstDiff] },
    ).toBeNull();
    expect(ours).toBe(real);
  });
});
