import type { ShellContentResponse, TargetedBanner } from '@escapade/contracts/content';
import type { Db } from '@escapade/db';
import { findHomepage, listNavLinks, listTargetedBanners, type TargetedBannerRecord } from '@escapade/db/repositories/content';
import type { Locale } from '@escapade/domain/markets';
import { imageUrl } from '../catalog/image-urls';
import { AppError } from '../errors/app-error';
import { buildNavTree } from './build-nav-tree';
import { pickThemeOfTheWeek } from './theme-of-the-week';

function toTargetedBanner(banner: TargetedBannerRecord): TargetedBanner {
  return {
    title: banner.title,
    subtitle: banner.subtitle,
    imageUrl: imageUrl(banner.imageId, '1920_595'),
    imageMobile: imageUrl(banner.imageMobileId, '750_360'),
    imagePosition: banner.imagePosition,
    imageAlt: banner.imageAlt,
    ctas: banner.ctas,
    url: banner.url,
    newTab: banner.newTab,
    category: banner.category,
    campaign: banner.campaign,
  };
}

/**
 * `GET /api/cms/shell?locale`: what every page's header and footer draw — the navigation tree,
 * this week's theme (`week`: the ISO week number in the market's time zone), the targeted banner
 * of each flow and the footer (the market's booking homepage's).
 */
export async function getShellContent(db: Db, locale: Locale, week: number): Promise<ShellContentResponse> {
  const [links, banners, homepage] = await Promise.all([listNavLinks(db, locale), listTargetedBanners(db, locale), findHomepage(db, locale, 'booking')]);
  if (!homepage) throw new AppError('NOT_FOUND', `No site shell content for ${locale}.`);
  // The top-level themes with their landing and picture are the homepage's categories block.
  const categories = homepage.blocks.find((block) => block.type === 'categories');
  const theme = categories ? pickThemeOfTheWeek(categories.items, week) : undefined;
  const bannerOf = (flow: string) => {
    const banner = banners.find((b) => b.flow === flow);
    return banner ? toTargetedBanner(banner) : null;
  };
  return {
    locale,
    nav: buildNavTree(links),
    themeOfTheWeek: theme ? { themeId: theme.themeId, label: theme.label, url: theme.url, imageUrl: imageUrl(theme.imageId, '640_360') } : null,
    targetedBanners: { booking: bannerOf('booking'), gifting: bannerOf('gifting') },
    footer: homepage.footer,
  };
}
