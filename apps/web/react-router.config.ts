import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR lets parallel work build and serve private copies (the server reads the same variable).
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
  // Loaders get the request as it came (no copies without `?index` and `_routes`); they read `url` (docs/decisions/041).
  future: { v8_passThroughRequests: true },
} satisfies Config;
