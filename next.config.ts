import type { NextConfig } from 'next';
import { securityHeaders } from './lib/server/security-headers';

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR lets several builds (e.g. parallel test runs) live side by side; default `.next`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Loaded by Node from node_modules at run time: better-sqlite3 is native; @touch4it/ical-timezones reads its
  // VTIMEZONE files beside its own code (bundled, it finds none and calendars lose their time zone).
  serverExternalPackages: ['better-sqlite3', '@touch4it/ical-timezones'],
  poweredByHeader: false,
  reactStrictMode: true,
  // Next's own files (scripts, styles, fonts) get the security headers of data in every mode; everything else
  // gets its headers from proxy.ts, whose matcher leaves these out.
  async headers() {
    const headers = Object.entries(securityHeaders(null, false)).map(([key, value]) => ({ key, value }));
    return [{ source: '/_next/:path*', headers }];
  },
};

export default nextConfig;
