import { join } from 'node:path';
import { loadSiteSettings } from '../../settings/site-settings.ts';
import { writeFeed } from './feed.ts';
import { writeIcons } from './icons.ts';
import { writeIllustrations } from './illustrations/write-illustrations.ts';
import { writeSocialImages } from './og-images.ts';

/**
 * The files drawn from content/ at build time next to the prerendered pages: the diagrams, each page's social
 * image, the RSS feed and the raster icons. Offline: fonts come from installed packages.
 */
export async function writeSiteAssets(dist: string): Promise<void> {
  const siteDir = join(dist, 'site');
  const illustrations = await writeIllustrations(siteDir);
  const socialImages = await writeSocialImages(siteDir);
  await writeFeed(siteDir, loadSiteSettings().SITE_URL);
  await writeIcons(siteDir);
  console.log(
    `drew ${illustrations.files} illustrations (largest ${(illustrations.largestBytes / 1024).toFixed(1)} KB), ${socialImages} social images, rss.xml and icons`,
  );
}
