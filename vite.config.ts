import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The one global setting for where the app lives: BASE_PATH at build time (default "/").
// The router reads it back as import.meta.env.BASE_URL.
const base = process.env.BASE_PATH ?? '/';

export default defineConfig({
  base,
  plugins: [react()],
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8081}` },
  },
  build: {
    target: 'es2020',
    sourcemap: false,
  },
});
