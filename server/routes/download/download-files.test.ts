// The download centre's files are real files of the type they declare: a PDF starts with %PDF,
// parses and carries its Chinese as text; the CSV has the byte order mark Excel needs; every file
// arrives with its own type and its Chinese name, byte for byte as listed.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/build-test-app';
import { rankingRulesText } from '../../domain/competitions/stages/rank-table';
import { useDemoApp, type Page } from '../../test-support/demo-app';

interface DownloadItem {
  id: number;
  name: string;
  fileName: string;
  mime: string;
  size: number;
  url: string;
}

let t: TestApp;
const { get } = useDemoApp((app) => (t = app));

const listAll = async () => (await get<Page<DownloadItem>>('/api/downloads?pageSize=50')).data.list;

async function download(file: DownloadItem) {
  const response = await t.app.inject({ url: file.url });
  expect(response.statusCode, file.name).toBe(200);
  return { headers: response.headers, bytes: response.rawPayload };
}

/** The text a PDF viewer would show, page after page, without the spaces it places between runs. */
async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  await pdf.destroy();
  return { pages: pdf.numPages, text: text.replace(/\s+/g, '') };
}

describe('the download centre files', () => {
  it('arrive with their declared type, their Chinese name and exactly their listed size', async () => {
    const files = await listAll();
    expect(files.length).toBeGreaterThanOrEqual(9);
    for (const file of files) {
      const { headers, bytes } = await download(file);
      const type = file.mime.startsWith('text/') ? `${file.mime}; charset=utf-8` : file.mime;
      expect(headers['content-type'], file.name).toBe(type);
      const disposition = String(headers['content-disposition']);
      expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe(file.fileName);
      expect(bytes.length, file.name).toBe(file.size);
      if (file.mime.startsWith('text/')) {
        expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).not.toThrow();
      }
    }
  });

  it('has a PDF rules summary that parses and reads in Chinese', async () => {
    const file = (await listAll()).find((f) => f.name === '极限飞盘规则（中文简明版）');
    expect(file?.mime).toBe('application/pdf');
    expect(file?.fileName.endsWith('.pdf')).toBe(true);
    const { bytes } = await download(file as DownloadItem);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(100 * 1024);
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain('极限飞盘规则（中文简明版）');
    expect(text).toContain('持盘者须在10秒内传出飞盘');
    expect(text).toContain('飞盘精神');
  });

  it('has a competition handbook PDF that states the championship as the site runs it', async () => {
    const file = (await listAll()).find((f) => f.name.startsWith('全国极限飞盘锦标赛竞赛规程'));
    expect(file?.mime).toBe('application/pdf');
    const { bytes } = await download(file as DownloadItem);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(100 * 1024);
    const { text } = await pdfText(bytes);
    const championship = await t.db
      .selectFrom('competitions')
      .selectAll()
      .where('name', 'like', '%全国极限飞盘锦标赛')
      .executeTakeFirstOrThrow();
    const { max_roster: max, min_male: men, min_female: women } = championship;
    expect(text).toContain(
      `报名名单最多${max}人，其中男队员不少于${men}人、女队员不少于${women}人`,
    );
    for (const rule of rankingRulesText('wfdf')) expect(text).toContain(rule.replace(/\s+/g, ''));
    expect(text).toContain('A组第一对B组第二');
  });

  it('has a roster template that Excel opens with its Chinese intact', async () => {
    const file = (await listAll()).find((f) => f.name === '参赛报名名单模板');
    expect(file?.mime).toBe('text/csv');
    const { bytes } = await download(file as DownloadItem);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })
      .decode(bytes)
      .trimEnd()
      .split('\r\n')
      .map((row) => row.split(','));
    expect(rows[0]).toEqual(['序号', '姓名', '性别（男/女）', '背号', '手机号', '备注']);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((row) => row.length === rows[0]?.length)).toBe(true);
  });
});
