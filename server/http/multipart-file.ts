/**
 * Reads a multipart/form-data request that carries one file and a few text fields, streaming the file
 * through `stage` (to disk; never buffered whole). The file may come before or after the fields.
 *
 * The size limit is enforced while reading: the moment the file passes `maxBytes` its stream is destroyed
 * and `tooLarge()` is thrown, so the bytes beyond the limit are never stored. Any failure removes what was
 * staged.
 */
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { ApiError, fail } from '@server/errors.ts';
import type { StagedFile } from '@server/storage/file-store.ts';

export type ReceivedFile = {
  staged: StagedFile;
  /** the file name the browser sent */
  fileName: string;
  fields: Record<string, string>;
};

export type ReceiveOptions = {
  /** the name of the file field */
  fileField: string;
  maxBytes: number;
  /** checks the file name (throwing refuses before any byte is read) and writes the stream */
  stage(fileName: string, stream: Readable): Promise<StagedFile>;
  tooLarge(): ApiError;
};

const LIMITS = { files: 1, fields: 10, parts: 12, fieldSize: 8 * 1024, fieldNameSize: 64, headerPairs: 20 };

function translate(error: unknown, options: ReceiveOptions): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return options.tooLarge();
  if (code === 'FST_FILES_LIMIT') return fail.validation('参数错误：一次只能上传一个文件');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return fail.validation('参数错误：表单字段过多');
  if (typeof code === 'string' && code.startsWith('FST_')) return fail.validation('参数错误：multipart 请求不完整或格式不正确');
  return error;
}

/** Browsers escape '"', CR and LF in multipart file names (HTML's form-data encoding); undo it. */
function unescapeFormDataName(name: string): string {
  return name.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
}

async function receivePart(part: Multipart, options: ReceiveOptions, received: Partial<ReceivedFile>, fields: Record<string, string>) {
  if (part.type === 'field') {
    if (part.valueTruncated) throw fail.validation(`参数错误：${part.fieldname} 过长`);
    fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    return;
  }
  if (part.fieldname !== options.fileField) throw fail.validation(`参数错误：文件字段必须命名为 ${options.fileField}`);
  const stream = part.file;
  stream.once('limit', () => stream.destroy(options.tooLarge()));
  received.fileName = unescapeFormDataName(part.filename);
  received.staged = await options.stage(received.fileName, stream);
  if (stream.truncated) throw options.tooLarge();
}

export async function receiveSingleFile(request: FastifyRequest, options: ReceiveOptions): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw fail.validation('参数错误：请使用 multipart/form-data 上传文件');
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const received: Partial<ReceivedFile> = {};
  try {
    for await (const part of request.parts({ limits: { ...LIMITS, fileSize: options.maxBytes } })) {
      await receivePart(part, options, received, fields);
    }
  } catch (error) {
    await received.staged?.discard();
    throw translate(error, options);
  }
  if (!received.staged) throw fail.validation(`参数错误：缺少文件 ${options.fileField}`);
  return { staged: received.staged, fileName: received.fileName ?? '', fields: { ...fields } };
}
