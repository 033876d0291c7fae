import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR lets several builds (e.g. parallel test runs) live side by side; default `.next`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Loaded by Node from node_modules at run time: better-sqlite3 is native; @touch4it/ical-timezones reads its
  // VTIMEZONE files beside its own code (bundled, it finds none and calendars lose their time zone).
  serverExternalPackages: ['better-sqlite3', '@touch4it/ical-timezones'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
