// The upload field's own words (the refusals come from src/contract/admin-uploads.ts).
export const UPLOADS_MESSAGES = {
  uploading: '正在上传…',
  remove: '移除',
  current: '当前文件',
  preview: (fileName: string) => `预览：${fileName}`,
} as const;
