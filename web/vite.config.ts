import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// No @vitejs/plugin-react here: esbuild compiles JSX with the automatic runtime itself.
export default defineConfig({
  root: webRoot,
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      // antd ships "use client" directives for React Server Components; they mean nothing in a SPA bundle.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      output: {
        // Keep the large, rarely-changing libraries in their own cacheable chunks.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run)\//.test(id)) return 'react';
          if (/node_modules\/@tanstack\//.test(id)) return 'query';
          if (/node_modules\/(echarts|zrender|echarts-for-react)\//.test(id)) return 'charts';
          // antd is left to rollup, so each lazy screen only pulls the components it uses.
          return undefined;
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true },
    },
  },
});
