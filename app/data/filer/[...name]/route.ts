import { answerPublishedFile } from '@/lib/snapshot/file-answer';

/** A published snapshot file, by its name in the manifest (lib/snapshot/file-answer.ts: Range, ETag, 404). */
export async function GET(request: Request, { params }: { params: Promise<{ name: string[] }> }) {
  return answerPublishedFile(request, (await params).name.join('/'));
}

export const HEAD = GET;
