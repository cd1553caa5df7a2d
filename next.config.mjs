/** @type {import('next').NextConfig} */
const nextConfig = {
  // better-sqlite3 is a native addon: it must be required at run time, never bundled.
  serverExternalPackages: ['better-sqlite3'],
  poweredByHeader: false,
}

export default nextConfig
