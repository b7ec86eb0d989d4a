/**
 * Sends a file from disk as a stream, with single-range support (`Range: bytes=a-b`, `a-`, `-n`), as
 * <video> and <audio> need for seeking. Multiple ranges get the whole file (allowed by RFC 9110).
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '@server/errors.ts';

export type ByteRange = { start: number; end: number };

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

export async function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, headers: Record<string, string>) {
  const stat = await fsp.stat(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw fail.notFound('文件不存在');
    throw error;
  });
  const { size } = stat;
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
  return reply.send(fs.createReadStream(file, { start, end }));
}
