import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import type { Material, MaterialCategory, UploadPermission } from '@shared/materials/types.ts';
import { countRows, setSwitch } from '@server/test-support/accounts.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { upload } from './test-support.ts';
import { storedFiles } from '@server/test-support/buckets.ts';
import { FFMPEG, hugePngHeader, jpeg, pdf, png } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const PICTURE_LIMIT = 16 * 1024;

describe('uploadSource (pictures and documents)', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startServer({ materials: { maxFileBytes: { picture: PICTURE_LIMIT, document: 64 * 1024 } } });
    token = (await login(server.baseUrl, PHONES.teacher)).token.id;
  });
  afterAll(() => server.close());

  const files = () => storedFiles(server.dataDir);

  /** a refusal leaves the stored files and the rows exactly as they were */
  async function expectNothingLeft(attempt: () => Promise<unknown>) {
    const filesBefore = await files();
    const rowsBefore = await countRows(server.dataDir, 'materials');
    await attempt();
    expect(await files()).toEqual(filesBefore);
    expect(await countRows(server.dataDir, 'materials')).toBe(rowsBefore);
  }

  it('stores a PNG with its real dimensions and serves it back', async () => {
    const bytes = png(40, 30);
    const reply = await upload<Material>(server.baseUrl, token, 'picture', '封面 A.png', bytes, {
      fields: { info: JSON.stringify({ width: 1, height: 1 }) },
    });
    expect(reply.status).toBe(200);
    const material = reply.body.data!;
    expect(material).toMatchObject({
      target_type: 'picture',
      title: '封面 A',
      file_name: '封面 A.png',
      file_suffix: 'png',
      file_size: bytes.length,
      file_info: JSON.stringify({ width: 40, height: 30 }),
    });
    expect(material.url).toMatch(new RegExp(`^${MATERIAL_PATHS.mediaFile}/`));
    const media = await fetch(new URL(material.url!, server.baseUrl));
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await media.arrayBuffer()).equals(bytes)).toBe(true);

    const stored = await files();
    expect(stored.some((f) => f.includes('封面') || f.includes('A.png'))).toBe(false);
    expect(stored.every((f) => /^\d+\/[0-9a-f]{32}\.png$/.test(f))).toBe(true);
  });

  it.skipIf(!FFMPEG)('stores a JPEG', async () => {
    const bytes = (await jpeg())!;
    const reply = await upload<Material>(server.baseUrl, token, 'picture', 'card.jpg', bytes);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ file_suffix: 'jpg', file_info: JSON.stringify({ width: 160, height: 120 }) });
  });

  it('puts an upload into the given category, or 默认分类', async () => {
    const created = await call<MaterialCategory>(server.baseUrl, 'POST', MATERIAL_PATHS.createCategory, { token, form: { name: '海报' } });
    const categoryId = created.body.data!.id;
    const into = await upload<Material>(server.baseUrl, token, 'picture', 'p.png', png(), { fields: { categoryId: String(categoryId) } });
    expect(into.body.data!.category_id).toBe(categoryId);
    const plain = await upload<Material>(server.baseUrl, token, 'picture', 'q.png', png());
    const categories = await call<MaterialCategory[]>(server.baseUrl, 'GET', MATERIAL_PATHS.getCategorys('picture'), { token });
    const byId = new Map(categories.body.data!.map((c) => [c.id, c.name]));
    expect(byId.get(plain.body.data!.category_id)).toBe('默认分类');

    await expectNothingLeft(async () => {
      const unknown = await upload(server.baseUrl, token, 'picture', 'r.png', png(), { fields: { categoryId: '99999' } });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('素材分类不存在');
    });
  });

  it('stores a PDF and serves it as a download with its name', async () => {
    const bytes = pdf();
    const reply = await upload<Material>(server.baseUrl, token, 'document', '讲义 "第一章".pdf', bytes);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ target_type: 'document', file_suffix: 'pdf', file_size: bytes.length });
    expect(reply.body.data!.file_info).toBeUndefined();
    const media = await fetch(new URL(reply.body.data!.url!, server.baseUrl));
    expect(media.headers.get('content-type')).toBe('application/pdf');
    expect(media.headers.get('content-disposition')).toBe(
      `attachment; filename="__ _____.pdf"; filename*=UTF-8''${encodeURIComponent('讲义 "第一章".pdf')}`,
    );
  });

  it('sends audio and video to createSourceSign', async () => {
    for (const kind of ['audio', 'video'] as const) {
      const reply = await upload(server.baseUrl, token, kind, 'a.mp3', Buffer.from('ID3'));
      expect(reply.status).toBe(400);
      expect(reply.body.message).toContain('createSourceSign');
    }
  });

  it('refuses an extension the kind does not accept', async () => {
    await expectNothingLeft(async () => {
      const text = await upload(server.baseUrl, token, 'picture', 'notes.txt', Buffer.from('hello'));
      expect(text.status).toBe(400);
      expect(text.body.message).toBe('不支持的文件类型 .txt，图片仅支持 jpg、jpeg、png、gif、bmp');
      const webp = await upload(server.baseUrl, token, 'picture', 'x.webp', png());
      expect(webp.body.message).toMatch(/^不支持的文件类型 \.webp/);
      const none = await upload(server.baseUrl, token, 'document', 'README', pdf());
      expect(none.body.message).toMatch(/^不支持的文件类型 （无扩展名）/);
    });
  });

  it('refuses content that does not match the extension', async () => {
    await expectNothingLeft(async () => {
      const fake = await upload(server.baseUrl, token, 'picture', 'fake.png', Buffer.from('this is just text, not a picture'));
      expect(fake.status).toBe(400);
      expect(fake.body.message).toBe('文件内容与扩展名 .png 不符，请上传真实的图片文件');
      const pdfAsDocx = await upload(server.baseUrl, token, 'document', 'a.docx', pdf());
      expect(pdfAsDocx.body.message).toBe('文件内容与扩展名 .docx 不符，请上传真实的文档文件');
      const pngAsPdf = await upload(server.baseUrl, token, 'document', 'a.pdf', png());
      expect(pngAsPdf.status).toBe(400);
    });
  });

  it('refuses an empty file', async () => {
    await expectNothingLeft(async () => {
      const reply = await upload(server.baseUrl, token, 'picture', 'empty.png', new Uint8Array(0));
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('文件为空，请重新选择');
    });
  });

  it('refuses a file over the kind limit while reading it, and by Content-Length before', async () => {
    await expectNothingLeft(async () => {
      // over the limit, but within the multipart slack: caught while streaming
      const streamed = await upload(server.baseUrl, token, 'picture', 'big.png', Buffer.concat([png(), randomBytes(40 * 1024)]));
      expect(streamed.status).toBe(413);
      expect(streamed.body).toEqual({ result: 'fail', code: 41300, message: '文件过大，图片最大 16 KB' });
      // far over: refused from the Content-Length header
      const declared = await upload(server.baseUrl, token, 'picture', 'huge.png', Buffer.concat([png(), randomBytes(200 * 1024)]));
      expect(declared.status).toBe(413);
      expect(declared.body.code).toBe(41300);
    });
  });

  it('refuses a picture whose header claims an absurd pixel count', async () => {
    await expectNothingLeft(async () => {
      const reply = await upload(server.baseUrl, token, 'picture', 'bomb.png', hugePngHeader());
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('图片像素过大（20000×20000），最多 5000 万像素');
    });
  });

  it('checks the form fields', async () => {
    await expectNothingLeft(async () => {
      const badInfo = await upload(server.baseUrl, token, 'picture', 'a.png', png(), { fields: { info: '{width' } });
      expect(badInfo.body.message).toBe('参数错误：info 必须是 JSON 文本');
      const badCategory = await upload(server.baseUrl, token, 'picture', 'a.png', png(), { fields: { categoryId: 'abc' } });
      expect(badCategory.body.message).toBe('参数错误：categoryId 必须是非负整数');
      const wrongField = await upload(server.baseUrl, token, 'picture', 'a.png', png(), { fileField: 'upload' });
      expect(wrongField.body.message).toBe('参数错误：文件字段必须命名为 file');
      const noFile = await call(server.baseUrl, 'POST', MATERIAL_PATHS.uploadSource('picture'), { token, form: { info: '{}' } });
      expect(noFile.status).toBe(400);
      expect(noFile.body.message).toBe('参数错误：请使用 multipart/form-data 上传文件');
    });
  });

  it('refuses pictures when activity_upload_switch is "0", documents still go', async () => {
    await setSwitch(server.dataDir, PHONES.teacher, 'activity_upload_switch', '0');
    try {
      await expectNothingLeft(async () => {
        const reply = await upload(server.baseUrl, token, 'picture', 'a.png', png());
        expect(reply.status).toBe(403);
        expect(reply.body.message).toBe('账号上传额度已用尽，升级为高级讲师后可继续上传');
      });
      expect((await upload(server.baseUrl, token, 'document', 'ok.pdf', pdf())).status).toBe(200);
    } finally {
      await setSwitch(server.dataDir, PHONES.teacher, 'activity_upload_switch', '1');
    }
  });

  it('needs a session', async () => {
    const reply = await upload(server.baseUrl, 'not-a-token', 'picture', 'a.png', png());
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe(50008);
  });
});

describe('storage quota', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ materials: { freeQuotaBytes: 2000 } });
  });
  afterAll(() => server.close());

  it('refuses the upload that would pass the quota with 41301 and reports canUpload', async () => {
    const token = (await login(server.baseUrl, PHONES.teacher)).token.id;
    const first = await upload(server.baseUrl, token, 'document', 'a.pdf', pdf());
    expect(first.status).toBe(200);
    const before = await call<UploadPermission>(server.baseUrl, 'GET', MATERIAL_PATHS.canUpload, { token });
    expect(before.body.data).toEqual({ canUpload: true, used: pdf().length, quota: 2000 });

    const filesBefore = await storedFiles(server.dataDir);
    const big = await upload(server.baseUrl, token, 'picture', 'big.png', png(400, 300));
    expect(big.status).toBe(403);
    expect(big.body).toEqual({ result: 'fail', code: 41301, message: '您的存储空间已达上限' });
    expect(await storedFiles(server.dataDir)).toEqual(filesBefore);

    // fill it up to the byte
    const rest = 2000 - pdf().length;
    const filler = Buffer.concat([pdf(), Buffer.alloc(rest - pdf().length, 0x20)]);
    expect((await upload(server.baseUrl, token, 'document', 'b.pdf', filler)).status).toBe(200);
    const full = await call<UploadPermission>(server.baseUrl, 'GET', MATERIAL_PATHS.canUpload, { token });
    expect(full.body.data).toEqual({ canUpload: false, used: 2000, quota: 2000 });
    const tiny = await upload(server.baseUrl, token, 'picture', 'tiny.png', png(2, 2));
    expect(tiny.body.code).toBe(41301);
    const sign = await call(server.baseUrl, 'POST', MATERIAL_PATHS.createSourceSign('video'), { token, form: { title: 'v' } });
    expect(sign.status).toBe(403);
    expect(sign.body).toEqual({ result: 'fail', code: 41301, message: '您的存储空间已达上限' });
  });

  it('has no quota for an advanced account (高级讲师)', async () => {
    const token = (await login(server.baseUrl, PHONES.planet)).token.id;
    expect((await upload(server.baseUrl, token, 'picture', 'big.png', png(400, 300))).status).toBe(200);
    const permission = await call<UploadPermission>(server.baseUrl, 'GET', MATERIAL_PATHS.canUpload, { token });
    expect(permission.body.data).toMatchObject({ canUpload: true, quota: null });
  });
});
