/**
 * Headers on every response, API answers and static files alike.
 *
 * No HTML page of ours may be framed by another site (clickjacking): every HTML response gets
 * `frame-ancestors 'self'` in its Content-Security-Policy (added to a policy the page already has, e.g. the
 * console's, or as the whole policy, e.g. for the legacy-style example pages whose inline scripts a fuller policy
 * would block) and `X-Frame-Options: SAMEORIGIN` for browsers that predate frame-ancestors. It is done here, on
 * the way out, so a page added later cannot forget it.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';

const FRAME_ANCESTORS = "frame-ancestors 'self'";

function isHtml(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && /^\s*(?:text\/html|application\/xhtml\+xml)\s*(?:;|$)/i.test(type);
}

/** The page's policy with frame-ancestors: its own when it has one, ours added otherwise. */
function withFrameAncestors(csp: string | undefined): string {
  if (!csp?.trim()) return FRAME_ANCESTORS;
  if (/(?:^|;)\s*frame-ancestors\b/i.test(csp)) return csp;
  return `${csp.replace(/[;\s]+$/, '')}; ${FRAME_ANCESTORS}`;
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('X-Content-Type-Options', 'nosniff');
    void reply.header('Referrer-Policy', 'no-referrer');
    if (isHtml(reply)) {
      const csp = reply.getHeader('content-security-policy');
      void reply.header('Content-Security-Policy', withFrameAncestors(typeof csp === 'string' ? csp : undefined));
      void reply.header('X-Frame-Options', 'SAMEORIGIN');
    }
    return payload;
  });
}
