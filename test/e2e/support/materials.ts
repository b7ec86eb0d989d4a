import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, loginWithPassword, TEACHER } from './accounts.ts';
import { startServer, type RunningServer } from './server.ts';

export const KIND_TAB = { picture: '图片', audio: '音频', video: '视频', document: '文档' } as const;
const UPLOAD_TITLE = { picture: '上传图片', audio: '上传音频', video: '上传视频', document: '上传文档' } as const;

export async function openKind(page: Page, kind: keyof typeof KIND_TAB) {
  await page.getByRole('tab', { name: KIND_TAB[kind], exact: true }).click();
  await expect(page.getByRole('tab', { name: KIND_TAB[kind], exact: true })).toHaveAttribute('aria-selected', 'true');
}

/** Uploads files through the upload dialog as a teacher would, and closes it when the dialog says it is done. */
export async function uploadThroughDialog(page: Page, kind: keyof typeof KIND_TAB, files: string[]) {
  await page.getByRole('button', { name: '上传', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: UPLOAD_TITLE[kind] });
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles(files);
  for (const file of files) await expect(dialog.getByText(basename(file), { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: '开始上传' }).click();
  return dialog;
}

/** The server's own view of a teacher's materials of one kind. */
export async function serverRows(baseURL: string, phone: string, kind: string, query: Record<string, string> = {}) {
  const session = await apiLogin(baseURL, phone);
  const params = new URLSearchParams({ page: '1', pageSize: '200', ...query });
  const response = await fetch(`${baseURL}/api/v3/column_hybrid/source/${kind}/findSources?${params}`, {
    headers: { authorization: session.data.token.id },
  });
  return (await response.json()) as { rows: { id: number; title: string; file_name: string; category_id: number; duration?: number; filesize?: number | null; file_info?: string }[]; totalCount: number };
}

/** Uploads a picture straight to the API (to fill a library fast). */
export async function apiUploadPicture(baseURL: string, token: string, path: string, name = basename(path)) {
  const form = new FormData();
  form.set('info', JSON.stringify({ width: 8, height: 8 }));
  form.set('categoryId', '0');
  form.set('file', new Blob([readFileSync(path)], { type: 'image/png' }), name);
  const response = await fetch(`${baseURL}/api/v3/column_hybrid/source/picture/uploadSource`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  const answer = (await response.json()) as { result: string; message?: string };
  if (answer.result !== 'ok') throw new Error(`upload ${name}: ${answer.message}`);
}

/**
 * The set-up of the materials specs (materials-*.spec.ts): a server of the spec's own, and before each test the
 * teacher signed in and on the material screen, pictures shown. `files` is a folder for the media a test writes.
 * With `slowProbe`, the server's ffprobe waits 3 s while `slowProcessing(true)` is on, so a test sees a row
 * processing before it is processed (the first-start seed probes at full speed).
 */
export function useMaterialsScreen(options: { slowProbe?: boolean } = {}): {
  readonly server: RunningServer;
  files: string;
  slowProcessing(on: boolean): void;
} {
  let server: RunningServer | undefined;
  const files = mkdtempSync(join(tmpdir(), 'lectern-media-'));
  const flag = join(files, 'slow-probe.flag');
  test.beforeAll(async () => {
    server = await startServer(options.slowProbe ? { LECTERN_FFPROBE: slowFfprobe(files, flag) } : {});
  });
  test.afterAll(async () => server?.stop());
  test.beforeEach(async ({ page }) => {
    await loginWithPassword(page, TEACHER, `${server!.baseURL}/login`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${server!.baseURL}/source`);
    await expect(page.getByRole('tab', { name: '图片', exact: true })).toHaveAttribute('aria-selected', 'true');
  });
  return {
    get server() {
      return server!;
    },
    files,
    slowProcessing(on) {
      if (on) writeFileSync(flag, '');
      else rmSync(flag, { force: true });
    },
  };
}

/** An ffprobe that waits 3 s before the real one while `flag` exists. */
function slowFfprobe(dir: string, flag: string): string {
  const real = execFileSync('sh', ['-c', 'command -v ffprobe']).toString().trim();
  const script = join(dir, 'slow-ffprobe');
  writeFileSync(script, `#!/bin/sh\n[ -e '${flag}' ] && sleep 3\nexec '${real}' "$@"\n`, { mode: 0o755 });
  return script;
}
