/**
 * The benchmark's limit: the same answers as the OData endpoint, by hand-written SQL in better-sqlite3 behind a bare
 * node:http server. Usage: tsx scripts/bench/limit-server.ts --port N --db FILE
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { benchQueries } from './odata-queries';

const { values } = parseArgs({ options: { port: { type: 'string' }, db: { type: 'string' } } });
const db = new Database(values.db ?? '', { readonly: true, fileMustExist: true });
db.pragma('cache_size = -65536');
db.pragma('mmap_size = 1073741824');
const queries = benchQueries(db);
const port = Number(values.port);
const root = `http://127.0.0.1:${port}/api/`;
createServer((req, res) => {
  const index = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('q'));
  const q = queries[index];
  if (!q) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, {
    'Content-Type': 'application/json;odata=minimalmetadata;streaming=true;charset=utf-8',
    DataServiceVersion: '3.0',
  });
  res.end(q.limit(db, root));
}).listen(port, '127.0.0.1', () => console.log(`limit server on ${port}`));
