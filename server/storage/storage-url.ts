/**
 * LECTERN_STORAGE_URL: `s3://[key:secret@]bucket?endpoint=https://oss-cn-hangzhou.aliyuncs.com&region=cn-hangzhou`.
 * Credentials come from the URL's userinfo when it has one, else from the SDK's usual sources
 * (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY). With an endpoint, requests are path-style
 * (`endpoint/bucket/key`), which every S3-compatible store accepts.
 */
import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';

export type StorageLocation = {
  bucket: string;
  /** the S3 client's settings: endpoint, region, path-style, credentials */
  client: S3ClientConfig;
};

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The URL with its userinfo replaced by `…`: the form that may appear in messages and logs. */
function redactStorageUrl(raw: string): string {
  return raw.replace(/\/\/[^@/?]*@/, '//…@');
}

export function parseStorageUrl(raw: string, name = 'LECTERN_STORAGE_URL'): StorageLocation {
  const refuse = (why: string) => new Error(`${name} ${why}, got "${redactStorageUrl(raw)}"`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse('must be a URL such as s3://bucket?endpoint=https://s3.example.com&region=us-east-1');
  }
  if (url.protocol !== 's3:') throw refuse('must be an s3:// URL');
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) throw refuse('must name a bucket (3 to 63 lower-case letters, digits, dots or hyphens)');
  if (url.pathname !== '' && url.pathname !== '/') throw refuse('must not have a path (the bucket is the host)');
  const endpoint = url.searchParams.get('endpoint')?.trim() || undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]+\/?$/.test(endpoint)) throw refuse('must give endpoint as http(s)://host[:port]');
  const region = url.searchParams.get('region')?.trim() || 'us-east-1';
  const accessKeyId = decodeURIComponent(url.username);
  const secretAccessKey = decodeURIComponent(url.password);
  if ((accessKeyId === '') !== (secretAccessKey === '')) throw refuse('must give both the key id and the secret, or neither');
  return {
    bucket,
    client: {
      region,
      ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
      ...(accessKeyId ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      // checksums only where S3 requires them: several S3-compatible stores refuse the newer default trailers
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  };
}

export function createS3Client(location: StorageLocation): S3Client {
  return new S3Client(location.client);
}
