import createNextIntlPlugin from 'next-intl/plugin'

// The words of the app, in English and French: see app/_i18n. The catalogues' ICU messages are compiled when
// the app is built, so pages format them without shipping or running a message parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './app/_i18n/request.ts',
  experimental: { messages: { path: './app/_i18n/messages', format: 'json', locales: ['en', 'fr'], precompile: true } },
})

/** @type {import('next').NextConfig} */
const nextConfig = {
  // One self-contained server in .next/standalone (with only the node_modules it uses), started by
  // bin/rim-command-server.mjs: see scripts/assemble-standalone.mjs and the README's hosting section.
  output: 'standalone',
  // The migrations are read from disk at run time, which the file tracer cannot see.
  // The map picture's fonts are read from their package at run time (lib/server/svg-to-png.ts).
  outputFileTracingIncludes: { '/*': ['./drizzle/**/*', './node_modules/dejavu-fonts-ttf/ttf/DejaVuSans{,-Bold,-Oblique,-BoldOblique}.ttf'] },
  // better-sqlite3 is a native addon: it must be required at run time, never bundled.
  // So is resvg (the map's PNG), whose platform binary comes as an optional dependency.
  serverExternalPackages: ['better-sqlite3', '@resvg/resvg-js'],
  poweredByHeader: false,
  experimental: {
    // A long campaign's file (up to 20 MB, CAMPAIGN_FILE_MAX_BYTES) must reach the /import/file route
    // whole through proxy.ts, which buffers a body up to this size; proxy.ts refuses an announced larger
    // one first. Server actions keep Next's 1 MB default; the JSON API has its own 64 KB limit.
    proxyClientMaxBodySize: '21mb',
  },
  // The app's build checks the app's code; tests are checked by `npm run typecheck` and Vitest.
  typescript: { tsconfigPath: 'tsconfig.next.json' },
}

export default withNextIntl(nextConfig)
