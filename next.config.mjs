/** @type {import('next').NextConfig} */
const nextConfig = {
  // One self-contained server in .next/standalone (with only the node_modules it uses), started by
  // bin/rim-command-server.mjs: see scripts/assemble-standalone.mjs and the README's hosting section.
  output: 'standalone',
  // The migrations are read from disk at run time, which the file tracer cannot see.
  outputFileTracingIncludes: { '/*': ['./drizzle/**/*'] },
  // better-sqlite3 is a native addon: it must be required at run time, never bundled.
  serverExternalPackages: ['better-sqlite3'],
  poweredByHeader: false,
  experimental: {
    // A long campaign's file (up to 20 MB, CAMPAIGN_FILE_MAX_BYTES) must reach the import action whole,
    // through proxy.ts too; the JSON API keeps its own 64 KB limit.
    serverActions: { bodySizeLimit: '21mb' },
    proxyClientMaxBodySize: '21mb',
  },
  // The app's build checks the app's code; tests are checked by `npm run typecheck` and Vitest.
  typescript: { tsconfigPath: 'tsconfig.next.json' },
}

export default nextConfig
