import fs from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';
import { API_BASE_PATH } from '@banco/shared';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><title>Banco</title></head>
<body>
<h1>Banco</h1>
<p>L'interfaccia web non è ancora stata compilata. Esegui <code>npm run build</code> e ricarica la pagina.</p>
<p>Le API sono disponibili su <code>${API_BASE_PATH}</code>.</p>
</body>
</html>
`;

function isApiPath(p: string): boolean {
  return p === API_BASE_PATH || p.startsWith(`${API_BASE_PATH}/`);
}

/**
 * The React app from `rendererDir`: static files, then index.html for any other GET that looks
 * like a client route (no file extension). Without a build, a short Italian page says so.
 */
export function spa(rendererDir: string): Middleware[] {
  const indexFile = path.join(rendererDir, 'index.html');
  const statics = serve(rendererDir, { index: 'index.html', maxage: 0, gzip: false, brotli: false });
  const files: Middleware = async (ctx, next) => {
    if (isApiPath(ctx.path)) return next();
    return statics(ctx, next);
  };
  const fallback: Middleware = async (ctx, next) => {
    if (isApiPath(ctx.path) || (ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.body != null) return next();
    if (path.extname(ctx.path) !== '') return next();
    let html: string;
    try {
      html = await fs.readFile(indexFile, 'utf8');
    } catch {
      ctx.status = 200;
      ctx.type = 'html';
      ctx.body = NOT_BUILT_PAGE;
      return;
    }
    ctx.status = 200;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = html;
  };
  return [files, fallback];
}
