// The download centre's list by category, and a file sent as an attachment with its UTF-8 name.
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/build-test-app';
import { useDemoApp, type Page } from '../../test-support/demo-app';

let t: TestApp;
const { get } = useDemoApp((app) => (t = app));

describe('downloads', () => {
  it('lists files of each category with a download URL', async () => {
    for (const category of ['frisbee_rule', 'competition_file', 'edu_file']) {
      const body = await get<Page<{ category: string; url: string; size: number }>>(
        `/api/downloads?category=${category}`,
      );
      expect(body.data.total, category).toBeGreaterThanOrEqual(2);
      expect(body.data.list.every((f) => f.category === category && f.url.endsWith('/file'))).toBe(
        true,
      );
    }
    expect(await get('/api/downloads?category=video')).toMatchObject({
      code: 1001,
      message: '下载分类不正确',
    });
  });

  it('sends the stored file as an attachment with its UTF-8 name', async () => {
    const list = await get<
      Page<{ id: number; fileName: string; mime: string; size: number; url: string }>
    >('/api/downloads?category=frisbee_rule');
    const file = list.data.list.find((f) => f.fileName.endsWith('.md')) ?? list.data.list[0];
    if (!file) throw new Error('no demo file');
    const response = await t.app.inject({ url: file.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(`${file.mime}; charset=utf-8`);
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe(file.fileName);
    expect(Number(response.headers['content-length'])).toBe(file.size);
    expect(response.rawPayload.length).toBe(file.size);
    expect(response.body).toContain('飞盘');
  });

  it('says 文件不存在 in the envelope for an unknown file', async () => {
    const response = await t.app.inject({ url: '/api/downloads/9999/file' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json()).toMatchObject({ code: 1004, message: '文件不存在' });
  });
});
