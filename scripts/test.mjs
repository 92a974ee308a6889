// npm test: every check, in the order that fails fastest. Stops at the first failing step.
import { ensureCjkFont } from './lib/cjk-font.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureNginx } from './lib/nginx.mjs';
import { run } from './lib/run.mjs';

try {
  ensureChromium();
  ensureCjkFont();
  ensureNginx();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const steps = [
  ['类型检查', 'npm', ['run', 'typecheck']],
  ['代码检查', 'npm', ['run', 'lint']],
  ['格式检查', 'npm', ['run', 'format:check']],
  ['单元测试', 'npm', ['run', 'test:unit']],
  ['服务端测试', 'npm', ['run', 'test:server']],
  ['体积预算', 'npm', ['run', 'size']],
  ['浏览器测试', 'npm', ['run', 'test:browser']],
];

for (const [label, command, args] of steps) {
  console.log(`\n== ${label}: ${command} ${args.join(' ')}`);
  const code = await run(command, args);
  if (code !== 0) {
    console.error(`\n✗ ${label}失败 (退出码 ${code})`);
    process.exit(code);
  }
}
console.log('\n✓ 全部检查通过');
