// The Content-Security-Policy of every response (issue: security headers). Scripts run only from this
// origin and with the request's nonce, which Next puts on its own inline scripts ('strict-dynamic' lets
// those load the app's chunks); no plugin, no <base>, no framing, forms post only here. No framework
// imports: proxy.ts builds it for each request.

/** A fresh, unguessable nonce for one response. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64')
}

export function contentSecurityPolicy(nonce: string, dev = process.env.NODE_ENV === 'development'): string {
  return [
    `default-src 'self'`,
    // React's development build evaluates strings (its call stacks); the production build never does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? ` 'unsafe-eval'` : ''}`,
    // Tailwind's styles are one file from this origin; Next puts the nonce on any inline <style> it writes.
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ')
}
