/** @type {import('next').NextConfig} */
const nextConfig = {
  // better-sqlite3 is a native addon: it must be required at run time, never bundled.
  serverExternalPackages: ['better-sqlite3'],
  poweredByHeader: false,
  // The app's build checks the app's code; tests are checked by `npm run typecheck` and Vitest.
  typescript: { tsconfigPath: 'tsconfig.next.json' },
}

export default nextConfig
