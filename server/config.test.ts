import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedCorsOrigins, examplesOrigins, readConfig } from './config.ts';
import { DEFAULT_SENSITIVE_WORDS } from './content/sensitive-words.ts';

describe('readConfig', () => {
  it('has the documented defaults', () => {
    expect(readConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      storageUrl: undefined,
      accessTokenTtl: 7200,
      refreshTokenTtl: 1_209_600,
      apiOrigin: undefined,
      freeQuotaBytes: 2 * 1024 ** 3,
      freeTrafficBytes: 10 * 1024 ** 3,
      ffmpeg: undefined,
      ffprobe: undefined,
      mediaSecret: undefined,
      corsOrigins: [],
      examplesPort: 8081,
      sensitiveWords: [...DEFAULT_SENSITIVE_WORDS],
      planetAuditSeconds: 10,
      studentOrigin: 'https://h5.lectern.example',
      rtmpUrl: 'rtmp://push.lectern.example/live',
      settlementDays: 7,
      platformFeeBp: 100,
      trustProxy: [],
      consoleDir: undefined,
    });
  });

  it('reads the environment', () => {
    const config = readConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      LECTERN_DATA_DIR: '/tmp/lectern-x',
      LECTERN_DATABASE_URL: 'postgres://lectern@db.example.com:5432/lectern',
      LECTERN_STORAGE_URL: 's3://lectern-files?endpoint=https://oss-cn-hangzhou.aliyuncs.com&region=cn-hangzhou',
      LECTERN_ACCESS_TOKEN_TTL: '60',
      LECTERN_REFRESH_TOKEN_TTL: '3600',
      LECTERN_API_ORIGIN: 'https://api.example.com/some/path',
      LECTERN_FREE_QUOTA_BYTES: '1048576',
      LECTERN_FREE_TRAFFIC_BYTES: '5368709120',
      LECTERN_FFMPEG: '/opt/ffmpeg/bin/ffmpeg',
      LECTERN_FFPROBE: 'off',
      LECTERN_MEDIA_SECRET: 'x'.repeat(40),
      LECTERN_CORS_ORIGINS: 'https://editor.example.com',
      LECTERN_EXAMPLES_PORT: '9100',
      LECTERN_SENSITIVE_WORDS: '代考, 刷分',
      LECTERN_PLANET_AUDIT_SECONDS: '0',
      LECTERN_STUDENT_ORIGIN: 'https://m.example.com/',
      LECTERN_RTMP_URL: 'rtmp://push.example.com/live/',
      LECTERN_SETTLEMENT_DAYS: '0',
      LECTERN_PLATFORM_FEE_BP: '250',
      LECTERN_TRUST_PROXY: '10.0.0.1',
      LECTERN_CONSOLE_DIR: '/tmp/other-console',
    });
    expect(config).toEqual({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/tmp/lectern-x',
      databaseUrl: 'postgres://lectern@db.example.com:5432/lectern',
      storageUrl: 's3://lectern-files?endpoint=https://oss-cn-hangzhou.aliyuncs.com&region=cn-hangzhou',
      accessTokenTtl: 60,
      refreshTokenTtl: 3600,
      apiOrigin: 'https://api.example.com',
      freeQuotaBytes: 1_048_576,
      freeTrafficBytes: 5 * 1024 ** 3,
      ffmpeg: '/opt/ffmpeg/bin/ffmpeg',
      ffprobe: null,
      mediaSecret: 'x'.repeat(40),
      corsOrigins: ['https://editor.example.com'],
      examplesPort: 9100,
      sensitiveWords: [...DEFAULT_SENSITIVE_WORDS, '代考', '刷分'],
      planetAuditSeconds: 0,
      studentOrigin: 'https://m.example.com',
      rtmpUrl: 'rtmp://push.example.com/live',
      settlementDays: 0,
      platformFeeBp: 250,
      trustProxy: ['10.0.0.1'],
      consoleDir: '/tmp/other-console',
    });
  });

  it('refuses nonsense with the variable name', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => readConfig({ LECTERN_PLATFORM_FEE_BP: '10001' })).toThrow(/LECTERN_PLATFORM_FEE_BP/);
    expect(() => readConfig({ LECTERN_DATABASE_URL: 'mysql://root:secret@db/lectern' })).toThrow(/LECTERN_DATABASE_URL.*\/\/…@db/);
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => readConfig({ LECTERN_STORAGE_URL: 'https://key:secret@bucket.example.com' })).toThrow(/LECTERN_STORAGE_URL.*\/\/…@bucket/);
    expect(() => readConfig({ LECTERN_ACCESS_TOKEN_TTL: '-5' })).toThrow(/LECTERN_ACCESS_TOKEN_TTL/);
    expect(() => readConfig({ LECTERN_PLANET_AUDIT_SECONDS: '1.5' })).toThrow(/LECTERN_PLANET_AUDIT_SECONDS/);
    expect(() => readConfig({ LECTERN_API_ORIGIN: "'unsafe-inline'" })).toThrow(/LECTERN_API_ORIGIN/);
    expect(() => readConfig({ LECTERN_FREE_QUOTA_BYTES: '2GB' })).toThrow(/LECTERN_FREE_QUOTA_BYTES/);
    expect(() => readConfig({ LECTERN_FREE_TRAFFIC_BYTES: '10GB' })).toThrow(/LECTERN_FREE_TRAFFIC_BYTES/);
    expect(() => readConfig({ LECTERN_MEDIA_SECRET: 'short' })).toThrow(/LECTERN_MEDIA_SECRET/);
    expect(() => readConfig({ LECTERN_RTMP_URL: 'https://push.example.com/live' })).toThrow(/LECTERN_RTMP_URL/);
    expect(() => readConfig({ LECTERN_RTMP_URL: 'rtmp://push.example.com/live?key=1' })).toThrow(/LECTERN_RTMP_URL/);
  });
});

describe('LECTERN_CORS_ORIGINS', () => {
  it('reads a comma-separated list of origins, reduced to their origin, without duplicates', () => {
    expect(readConfig({ LECTERN_CORS_ORIGINS: ' https://a.example.com/editor/ , http://localhost:3000,,https://a.example.com ' }).corsOrigins).toEqual([
      'https://a.example.com',
      'http://localhost:3000',
    ]);
    expect(readConfig({ LECTERN_CORS_ORIGINS: '  ' }).corsOrigins).toEqual([]);
  });

  it('refuses anything that is no http(s) origin, naming the variable', () => {
    for (const bad of ['*', 'example.com', 'ftp://files.example.com', 'https://ok.example.com,nonsense', "'self'"]) {
      expect(() => readConfig({ LECTERN_CORS_ORIGINS: bad }), bad).toThrow(/LECTERN_CORS_ORIGINS/);
    }
  });

  it('adds the examples origin under the names a browser uses', () => {
    expect(examplesOrigins('127.0.0.1', 8081)).toEqual(['http://127.0.0.1:8081', 'http://localhost:8081']);
    expect(examplesOrigins('0.0.0.0', 8081)).toEqual(['http://127.0.0.1:8081', 'http://localhost:8081']);
    expect(examplesOrigins('::', 8081)).toEqual(['http://127.0.0.1:8081', 'http://localhost:8081']);
    expect(examplesOrigins('lectern.lan', 8081)).toEqual(['http://127.0.0.1:8081', 'http://localhost:8081', 'http://lectern.lan:8081']);
    expect(examplesOrigins('::1', 8081)).toEqual(['http://127.0.0.1:8081', 'http://localhost:8081', 'http://[::1]:8081']);
    expect(allowedCorsOrigins(readConfig({ PORT: '9000', LECTERN_CORS_ORIGINS: 'https://a.example.com' }))).toEqual([
      'https://a.example.com',
      'http://127.0.0.1:9001',
      'http://localhost:9001',
    ]);
    expect(allowedCorsOrigins(readConfig({ LECTERN_EXAMPLES_PORT: 'off' }))).toEqual([]);
  });
});

describe('LECTERN_TRUST_PROXY', () => {
  it('reads addresses, CIDR ranges and the named ranges, without duplicates', () => {
    expect(readConfig({ LECTERN_TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8,,fd00::/8 , loopback,127.0.0.1 ' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else, naming the variable', () => {
    for (const bad of ['true', '*', 'proxy.lan', '10.0.0.0/33', '::1/129', '10.0.0.1/8/1', '10.0.0.1/x']) {
      expect(() => readConfig({ LECTERN_TRUST_PROXY: bad }), bad).toThrow(/LECTERN_TRUST_PROXY/);
    }
  });
});

describe('LECTERN_EXAMPLES_PORT', () => {
  it('defaults to PORT+1, and off turns it off', () => {
    expect(readConfig({}).examplesPort).toBe(8081);
    expect(readConfig({ PORT: '3000' }).examplesPort).toBe(3001);
    expect(readConfig({ PORT: '65535' }).examplesPort).toBeNull();
    expect(readConfig({ LECTERN_EXAMPLES_PORT: 'off' }).examplesPort).toBeNull();
    expect(readConfig({ LECTERN_EXAMPLES_PORT: ' OFF ' }).examplesPort).toBeNull();
    expect(readConfig({ LECTERN_EXAMPLES_PORT: '9999' }).examplesPort).toBe(9999);
  });

  it('refuses what is no port, or the main port, naming the variable', () => {
    for (const bad of ['abc', '0', '-1', '1.5', '70000', 'no']) {
      expect(() => readConfig({ LECTERN_EXAMPLES_PORT: bad }), bad).toThrow(/LECTERN_EXAMPLES_PORT/);
    }
    expect(() => readConfig({ PORT: '9000', LECTERN_EXAMPLES_PORT: '9000' })).toThrow(/LECTERN_EXAMPLES_PORT/);
  });
});
