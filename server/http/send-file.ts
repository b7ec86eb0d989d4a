/**
 * Sends a stored file as a stream, with single-range support (`Range: bytes=a-b`, `a-`, `-n`), as
 * <video> and <audio> need for seeking. Multiple ranges get the whole file (allowed by RFC 9110).
 *
 * `onServed` hears, once, the bytes of the file handed to the response (the media traffic): a range's
 * bytes for a 206, only what was sent before the client went away for an aborted download, 0 for HEAD and 416.
 */
import { Readable, Transform } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '@server/errors.ts';
import type { ByteRange, StoredFile } from '@server/storage/store.ts';

export type { ByteRange } from '@server/storage/store.ts';

/** The range asked for, 'unsatisfiable', or undefined for "send it all". */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** A pass-through that counts what goes through it and reports the count once, when it closes (done or destroyed). */
function counted(source: Readable, onServed: (bytes: number) => void): Readable {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback(null, chunk);
    },
  });
  counter.once('close', () => {
    source.destroy();
    onServed(bytes);
  });
  source.once('error', (error) => counter.destroy(error));
  return source.pipe(counter);
}

/** Sends a stored file (disk or object storage, storage/store.ts); undefined answers 404. */
export async function sendFile(request: FastifyRequest, reply: FastifyReply, file: StoredFile | undefined, headers: Record<string, string>, onServed?: (bytes: number) => void) {
  if (!file) throw fail.notFound('文件不存在');
  const { size } = file;
  void reply.headers(headers).header('Accept-Ranges', 'bytes');
  const range = parseRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('Content-Range', `bytes */${size}`).send();
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  if (range) void reply.code(206).header('Content-Range', `bytes ${start}-${end}/${size}`);
  void reply.header('Content-Length', String(size === 0 ? 0 : end - start + 1));
  if (size === 0) return reply.send();
  // HEAD: Fastify drains whatever stream it gets and keeps our Content-Length; give it an empty one
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  const stream = await file.read({ start, end });
  return reply.send(onServed ? counted(stream, onServed) : stream);
}
