/**
 * The throughput bench's yardstick: a bare Fastify route answering the same JSON body as a page of findSources
 * (the file named by argv[2], parsed once and serialised per request like a real route), no database, no log.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const body = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as unknown;
const app = Fastify({ logger: false });
app.get('/bare', async () => body);
await app.listen({ port: Number(process.argv[3]), host: '127.0.0.1' });
console.log('ready');
