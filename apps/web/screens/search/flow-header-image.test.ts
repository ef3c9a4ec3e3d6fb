import type { OffersResponse } from '@escapade/contracts/search';
import { describe, expect, it, vi } from 'vitest';
import type { SearchApi } from '../../lib/api/search';
import { FLOW_HEADER_IMAGE_TTL_MS, createFlowHeaderImages } from './flow-header-image';

const market = { locale: 'fr_FR', timeZone: 'Europe/Paris' } as const;

function answer(images: string[][]): OffersResponse {
  return { exactMatch: images.map((cardImages) => ({ images: cardImages })) } as unknown as OffersResponse;
}

describe('a flow header image picked on the server', () => {
  it('is picked from the flow’s first results without criteria, by the results page’s rule', async () => {
    const searchOffers = vi.fn<SearchApi['searchOffers']>().mockResolvedValue(
      answer([['/api/images/img-hotel-1/640_360.webp'], ['/api/images/img-hotel-2/640_360.webp', '/api/images/img-landscape-lake-1/640_360.webp']]),
    );
    const pick = createFlowHeaderImages(searchOffers);

    await expect(pick('gifting', market)).resolves.toEqual({
      src: '/api/images/img-landscape-lake-1/960_540.webp',
      srcSet: '/api/images/img-landscape-lake-1/960_540.webp 960w, /api/images/img-landscape-lake-1/1920_595.webp 1920w',
    });
    const [request] = searchOffers.mock.calls[0]!;
    expect(request.locale).toBe('fr_FR');
    expect(request.filters?.offer).not.toHaveProperty('date');
    expect(request.filters?.offer).not.toHaveProperty('categories');
  });

  it('is asked once per market and flow for ten minutes, then again', async () => {
    let now = 1_000_000;
    const searchOffers = vi.fn<SearchApi['searchOffers']>().mockResolvedValue(answer([['/api/images/img-hotel-1/640_360.webp']]));
    const pick = createFlowHeaderImages(searchOffers, () => now);

    await pick('booking', market);
    await pick('booking', market);
    await pick('gifting', market);
    await pick('booking', { locale: 'nl_BE', timeZone: 'Europe/Brussels' });
    expect(searchOffers).toHaveBeenCalledTimes(3);

    now += FLOW_HEADER_IMAGE_TTL_MS + 1;
    await pick('booking', market);
    expect(searchOffers).toHaveBeenCalledTimes(4);
  });

  it('does not keep a failure: the next page asks again', async () => {
    const searchOffers = vi
      .fn<SearchApi['searchOffers']>()
      .mockRejectedValueOnce(new Error('API down'))
      .mockResolvedValue(answer([['/api/images/img-hotel-1/640_360.webp']]));
    const pick = createFlowHeaderImages(searchOffers);

    await expect(pick('booking', market)).rejects.toThrow('API down');
    await expect(pick('booking', market)).resolves.toEqual({ src: '/api/images/img-hotel-1/960_540.webp' });
  });

  it('is no image when the flow has no results', async () => {
    const pick = createFlowHeaderImages(vi.fn<SearchApi['searchOffers']>().mockResolvedValue(answer([])));
    await expect(pick('booking', market)).resolves.toBeUndefined();
  });
});
