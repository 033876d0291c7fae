import { readFile, writeFile } from 'node:fs/promises';
import { FAVICON_FILE, ICON_SVG_FILE, renderFavicon } from '@/lib/seo/favicon';

/** Writes app/favicon.ico from app/icon.svg (lib/seo/favicon.ts): run after changing the mark. */
async function main(): Promise<void> {
  const ico = await renderFavicon(await readFile(ICON_SVG_FILE));
  await writeFile(FAVICON_FILE, ico);
  console.log(`${FAVICON_FILE}: ${ico.length} bytes`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
