import { describe, expect, it } from 'vitest';
import { parseStorageUrl } from './storage-url.ts';

describe('parseStorageUrl', () => {
  it('reads an S3-compatible store: path-style at the endpoint, credentials from the URL', () => {
    const location = parseStorageUrl('s3://AKID:se%2Fcret@lectern-files?endpoint=https://cos.ap-shanghai.myqcloud.com&region=ap-shanghai');
    expect(location.bucket).toBe('lectern-files');
    expect(location.client).toMatchObject({
      endpoint: 'https://cos.ap-shanghai.myqcloud.com',
      region: 'ap-shanghai',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKID', secretAccessKey: 'se/cret' },
    });
  });

  it('leaves credentials to the SDK (AWS_ACCESS_KEY_ID…) and AWS addressing without an endpoint', () => {
    const { client } = parseStorageUrl('s3://lectern-files');
    expect(client.region).toBe('us-east-1');
    expect(client).not.toHaveProperty('credentials');
    expect(client).not.toHaveProperty('endpoint');
    expect(client).not.toHaveProperty('forcePathStyle');
  });

  it('refuses other forms without showing the secret', () => {
    for (const raw of ['http://bucket', 's3://B!', 's3://bucket/path', 's3://bucket?endpoint=ftp://x', 's3://key@bucket', 'nonsense']) {
      expect(() => parseStorageUrl(raw)).toThrow(/LECTERN_STORAGE_URL/);
    }
    expect(() => parseStorageUrl('s3://key:topsecret@bucket/x')).toThrow(/s3:\/\/…@bucket\/x/);
    expect(() => parseStorageUrl('s3://key:topsecret@bucket/x')).not.toThrow(/topsecret/);
  });
});
