import type { MetadataRoute } from 'next';
import { webAppManifest } from '@/lib/seo/manifest';

/** The web app manifest (/manifest.webmanifest): the site's name, language, colours and icons. */
export default function manifest(): MetadataRoute.Manifest {
  return webAppManifest();
}
