/**
 * The page the service worker answers a navigation with when there is no connection (seed 8
 * "Offline"): Lithuanian, self-contained (its style inline, no script), so it shows with nothing
 * else cached. Pure: tested on its own.
 */
import { pwa } from '@vizitas/shared/messages/site/pwa';

const t = pwa.offline;

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function offlinePageHtml(): string {
  return `<!doctype html>
<html lang="lt">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#c2255c">
<title>${escape(t.title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fff;color:#212529;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{max-width:28rem;padding:2rem 1.5rem;text-align:center}
img{width:64px;height:64px;border-radius:14px}
h1{font-size:1.5rem;margin:1rem 0 .5rem}
p{line-height:1.5;color:#495057;margin:0 0 1.5rem}
a{display:inline-block;background:#c2255c;color:#fff;text-decoration:none;padding:.75rem 1.25rem;border-radius:8px;font-weight:600}
a:focus-visible{outline:3px solid #212529;outline-offset:2px}
</style>
</head>
<body>
<main>
<img src="/icons/icon-192.png" alt="">
<h1>${escape(t.title)}</h1>
<p>${escape(t.text)}</p>
<a href="">${escape(t.retry)}</a>
</main>
</body>
</html>`;
}
