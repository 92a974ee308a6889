import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on this project's two-core
    // machines. Two workers keep both cores busy, and the server's files spend much of their time
    // waiting on PostgreSQL (each file has its own schema or in-memory database).
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          setupFiles: ['tests/setup/unit-setup.ts'],
          // A file's first test also loads the modules it renders; on a loaded two-core machine
          // that alone has passed vitest's 5 s default. No unit test asserts a duration.
          testTimeout: 15000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
    ],
  },
});
