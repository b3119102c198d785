import { randomUUID } from 'node:crypto';
import { ABP_ERROR_FORMAT_HEADER, CORRELATION_ID_HEADER, ErrorCodes } from '@eticket/core/abp';
import { parseAcceptLanguage } from '@eticket/core/i18n';
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { except } from 'hono/combine';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { AppError, Errors, errorResponse, internalError } from './http/errors';
import { bodySource, bufferBody } from './http/input-boundary';
import { mountRoutes } from './http/pipeline';
import type { RouteDef } from './http/route';
import type { AppDeps, AppEnv } from './http/types';
import { errorFields } from './logger';
import { ROUTES } from './routes/index';
import { mountWebApp } from './web/web-app';

const CORRELATION_ID = /^[\w.:-]{1,64}$/;

/**
 * The Hono app (no listen: main.ts serves it, tests call app.request()). Order: correlation id and
 * language → CORS → body limit → API routes (each through the pipeline) → ABP 404 for unknown /api
 * paths → the built web app with SPA fallback.
 */
export function createApp(deps: AppDeps, routes: readonly RouteDef[] = ROUTES): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const incoming = c.req.header(CORRELATION_ID_HEADER);
    const correlationId = incoming !== undefined && CORRELATION_ID.test(incoming) ? incoming : randomUUID();
    c.set('correlationId', correlationId);
    c.set('locale', parseAcceptLanguage(c.req.header('accept-language')));
    c.set('startedAt', performance.now());
    await next();
    // For tracing API calls; a static file of the web app has nothing to trace, and every byte of its headers is
    // paid on each of the first load's requests.
    if (c.req.path.startsWith('/api/')) c.res.headers.set(CORRELATION_ID_HEADER, correlationId);
  });

  const origins = deps.config.corsOrigins;
  const anyOrigin = origins.includes('*');
  const corsHeaders = cors({
    origin: anyOrigin ? '*' : [...origins],
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'Accept-Language', '__tenant', 'TenantId', CORRELATION_ID_HEADER],
    exposeHeaders: [ABP_ERROR_FORMAT_HEADER, CORRELATION_ID_HEADER, 'Retry-After'],
    maxAge: 600,
  });
  // A browser sends Origin with every cross-origin request; without one there is nobody to grant anything
  // to. Skipping the middleware then matters: it writes its headers on a response made before the handler
  // runs, which makes every API answer be rebuilt and streamed (measured ≈ 15 % of a list request's CPU).
  app.use('/api/*', except((c) => c.req.header('origin') === undefined, corsHeaders));
  if (!anyOrigin) {
    app.use('/api/*', async (c, next) => {
      await next();
      if (c.req.header('origin') === undefined) c.res.headers.append('Vary', 'Origin');
    });
  }

  app.use('/api/*', async (c, next) => {
    const node = (c.env as Partial<HttpBindings> | undefined)?.incoming;
    const text = await bufferBody(bodySource(c.req.raw, node), deps.config.bodyLimit);
    if (text !== undefined) c.set('bodyText', text);
    await next();
  });

  mountRoutes(app, routes, deps);

  app.all('/api/*', () => {
    throw Errors.notFound();
  });

  if (deps.config.webDist !== null) mountWebApp(app, deps.config.webDist);

  app.notFound((c) => c.text('Not Found', 404));

  app.onError((error, c) => {
    const locale = c.get('locale');
    if (error instanceof AppError) return errorResponse(error, locale);
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(new AppError(error.status === 413 ? 413 : 400, ErrorCodes.Validation, 'Server.Error.Validation'), locale);
    }
    deps.logger.error('unhandled error', { correlationId: c.get('correlationId'), path: c.req.path, ...errorFields(error) });
    return errorResponse(internalError(), locale);
  });

  return app;
}
