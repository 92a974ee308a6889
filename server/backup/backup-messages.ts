// The Chinese text of backups and restores: the commands' lines, the log's and the console's.
export const BACKUP_MSG = {
  noPgDump:
    '未找到 pg_dump：PostgreSQL 的备份需要 PostgreSQL 客户端工具（Debian/Ubuntu：apt-get install postgresql-client，版本不低于数据库服务器）',
  noPgRestore:
    '未找到 pg_restore：恢复 PostgreSQL 备份需要 PostgreSQL 客户端工具（Debian/Ubuntu：apt-get install postgresql-client）',
  memoryDatabase: '内存中的数据库无法备份或恢复',
  noDir:
    '没有指定备份目录：请设置 BACKUP_DIR，或在命令后给出目录，例如 npm run backup -- /var/backups/feipan',
  dirNotWritable: (dir: string, reason: string) => `备份目录 ${dir} 无法写入：${reason}`,
  diskFull: '磁盘空间不足',
  failed: (reason: string) => `备份失败：${reason}`,
  toolFailed: (tool: string, detail: string) => `${tool} 执行失败：${detail}`,
  done: (name: string, size: string, seconds: string) =>
    `已备份：${name}（${size}，用时 ${seconds} 秒）`,
  notFound: (file: string) => `找不到备份文件 ${file}`,
  notABackup: (file: string) =>
    `${file} 不是本系统的备份文件（既不是 SQLite 数据库，也不是 pg_dump 自定义格式）`,
  damaged: (file: string, detail: string) => `备份文件 ${file} 已损坏或不完整：${detail}`,
  notOurs: (file: string, missing: string) => `${file} 不是本系统的备份：缺少数据表 ${missing}`,
  newerSchema: (file: string, names: string) =>
    `备份 ${file} 来自更新版本的系统（有本程序不认识的迁移：${names}），请用相同或更新版本的程序恢复`,
  wrongEngine: (file: string, backupEngine: string, databaseEngine: string) =>
    `备份 ${file} 是 ${backupEngine} 的备份，而 DATABASE_URL 指向 ${databaseEngine} 数据库`,
  serverRunning: (what: string) => `${what}：请先停止服务器，再恢复备份`,
  sqliteInUse: (file: string, pid: number) => `数据库 ${file} 正由服务器（进程 ${pid}）使用`,
  postgresInUse: (count: number) => `数据库上还有 ${count} 个服务器连接`,
  restored: (file: string, seconds: string) => `已从 ${file} 恢复数据库（用时 ${seconds} 秒）`,
  keptOld: (file: string) => `原数据库已保留为 ${file}`,
  usage: '用法：npm run restore -- <备份文件>',
} as const;

/** Bytes as the console and the commands show them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
