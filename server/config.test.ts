import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('readConfig', () => {
  it('has the documented defaults', () => {
    expect(readConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      accessTokenTtl: 7200,
      refreshTokenTtl: 1_209_600,
      apiOrigin: undefined,
      freeQuotaBytes: 2 * 1024 ** 3,
      ffmpeg: undefined,
      ffprobe: undefined,
      mediaSecret: undefined,
    });
  });

  it('reads the environment', () => {
    const config = readConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      LECTERN_DATA_DIR: '/tmp/lectern-x',
      LECTERN_ACCESS_TOKEN_TTL: '60',
      LECTERN_REFRESH_TOKEN_TTL: '3600',
      LECTERN_API_ORIGIN: 'https://api.example.com/some/path',
      LECTERN_FREE_QUOTA_BYTES: '1048576',
      LECTERN_FFMPEG: '/opt/ffmpeg/bin/ffmpeg',
      LECTERN_FFPROBE: 'off',
      LECTERN_MEDIA_SECRET: 'x'.repeat(40),
    });
    expect(config).toEqual({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/tmp/lectern-x',
      accessTokenTtl: 60,
      refreshTokenTtl: 3600,
      apiOrigin: 'https://api.example.com',
      freeQuotaBytes: 1_048_576,
      ffmpeg: '/opt/ffmpeg/bin/ffmpeg',
      ffprobe: null,
      mediaSecret: 'x'.repeat(40),
    });
  });

  it('refuses nonsense with the variable name', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => readConfig({ LECTERN_ACCESS_TOKEN_TTL: '-5' })).toThrow(/LECTERN_ACCESS_TOKEN_TTL/);
    expect(() => readConfig({ LECTERN_API_ORIGIN: "'unsafe-inline'" })).toThrow(/LECTERN_API_ORIGIN/);
    expect(() => readConfig({ LECTERN_FREE_QUOTA_BYTES: '2GB' })).toThrow(/LECTERN_FREE_QUOTA_BYTES/);
    expect(() => readConfig({ LECTERN_MEDIA_SECRET: 'short' })).toThrow(/LECTERN_MEDIA_SECRET/);
  });
});
