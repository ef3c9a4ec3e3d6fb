import type { ContentBlock } from '@escapade/contracts/content';
import type { Db } from '@escapade/db';
import type { HomepageBlock, JumbotronBlock } from '@escapade/db/schema';
import type { Locale } from '@escapade/domain/markets';
import { imageUrl, wideImage } from '../catalog/image-urls';
import { resolveBoxBlockItems } from './box-block-items';

type JumbotronResponse = Extract<ContentBlock, { type: 'jumbotron' }>;

function blockBase(block: HomepageBlock) {
  return {
    id: block.id,
    containerId: block.containerId,
    title: block.title,
    subtitle: block.subtitle,
    campaign: block.campaign,
    category: block.category,
  };
}

export function toJumbotron(block: JumbotronBlock): JumbotronResponse {
  return { ...blockBase(block), type: 'jumbotron', image: wideImage(block.imageId), flow: block.flow };
}

/** A stored block as the site draws it: image ids become the image route's URLs, box codes become box cards. */
async function toContentBlock(db: Db, locale: Locale, block: HomepageBlock): Promise<ContentBlock> {
  switch (block.type) {
    case 'jumbotron':
      return toJumbotron(block);
    case 'mainSellingPoints':
      return { ...blockBase(block), type: block.type, variant: block.variant, items: block.items };
    case 'marketingBlock':
      return { ...blockBase(block), type: block.type, colorPalette: block.colorPalette, image: wideImage(block.imageId), cta: block.cta };
    case 'categories':
      return {
        ...blockBase(block),
        type: block.type,
        items: block.items.map((item) => ({ themeId: item.themeId, label: item.label, url: item.url, imageUrl: imageUrl(item.imageId, '640_360') })),
      };
    case 'banner':
      return { ...blockBase(block), type: block.type, image: wideImage(block.imageId), cta: block.cta };
    case 'topSearchResults':
      return { ...blockBase(block), type: block.type, resultType: block.resultType, count: block.count, cta: block.cta };
    case 'boxes':
      return { ...blockBase(block), type: block.type, cta: block.cta, boxes: await resolveBoxBlockItems(db, locale, block.boxCodes, block.campaign) };
  }
}

export function toContentBlocks(db: Db, locale: Locale, blocks: readonly HomepageBlock[]): Promise<ContentBlock[]> {
  return Promise.all(blocks.map((block) => toContentBlock(db, locale, block)));
}
