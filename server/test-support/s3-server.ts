/**
 * An S3-compatible server for the tests: s3rver (npm) over a temporary directory, on a free loopback port, with
 * its fixed test credentials S3RVER / S3RVER (it checks request signatures against them).
 *
 * s3rver 3.7 lacks ListParts and AbortMultipartUpload, which @tus/s3-store calls on every resumed upload and on a
 * termination: a small middleware in front answers those two from s3rver's own upload directory
 * (`<bucket>/<uploadId>/<partNumber>` with a `.md5` beside each part).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver, { type S3rverContext } from 's3rver';

export const S3RVER_KEY = 'S3RVER';

export type S3TestServer = { endpoint: string; close(): Promise<void> };

type Part = { PartNumber: number; ETag: string; Size: number };

async function partsOf(uploadDir: string): Promise<Part[]> {
  const names = await fs.readdir(uploadDir);
  const numbers = names.filter((name) => /^\d+$/.test(name)).map(Number).sort((a, b) => a - b);
  return Promise.all(
    numbers.map(async (n) => ({
      PartNumber: n,
      ETag: `"${(await fs.readFile(path.join(uploadDir, `${n}.md5`), 'utf8')).trim()}"`,
      Size: (await fs.stat(path.join(uploadDir, String(n)))).size,
    })),
  );
}

function multipartShim(server: S3rver) {
  return async (ctx: S3rverContext, next: () => Promise<void>): Promise<void> => {
    const uploadId = ctx.query.uploadId;
    const match = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
    if (typeof uploadId !== 'string' || !match || !/^[0-9a-f]+$/.test(uploadId) || (ctx.method !== 'GET' && ctx.method !== 'DELETE')) return next();
    const [, bucket = '', key = ''] = match;
    const uploadDir = path.join(server.store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    const exists = await fs.stat(uploadDir).then(() => true, () => false);
    if (!exists) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`;
      return;
    }
    if (ctx.method === 'DELETE') {
      await fs.rm(uploadDir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    const parts = (await partsOf(uploadDir)).map((p) => `<Part><PartNumber>${p.PartNumber}</PartNumber><ETag>${p.ETag}</ETag><Size>${p.Size}</Size></Part>`);
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${bucket}</Bucket><Key>${decodeURIComponent(key)}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
  };
}

export async function startS3Server(): Promise<S3TestServer> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  server.middleware.unshift(multipartShim(server));
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
