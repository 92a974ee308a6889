/**
 * `attachment` with an ASCII fallback name for old clients and the real UTF-8 name (RFC 6266 /
 * RFC 5987), so 极限飞盘规则.txt keeps its Chinese name in every current browser.
 */
export function contentDisposition(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot).replace(/[^A-Za-z0-9.]/g, '') : '';
  const asciiBase = fileName
    .slice(0, dot > 0 ? dot : undefined)
    .replace(/[^A-Za-z0-9._-]/g, '')
    .slice(0, 60);
  const fallback = `${asciiBase || 'download'}${extension}`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
