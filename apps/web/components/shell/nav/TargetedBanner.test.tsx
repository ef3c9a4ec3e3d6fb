import type { ShellContentResponse, TargetedBanner as TargetedBannerContent } from '@escapade/contracts/content';
import { MARKETS } from '@escapade/domain/markets';
import { isValidElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TargetedBanner, TargetedBannerView, type TargetedBannerViewProps } from './TargetedBanner';

const shell = vi.hoisted(() => ({ current: null as ShellContentResponse | null }));
vi.mock('../../../lib/shell-content', () => ({ loadShellContent: async () => shell.current }));
vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => `navigation.${key}` }));

function banner(title: string): TargetedBannerContent {
  return { title, subtitle: null, imageUrl: '/d.webp', imageMobile: '/m.webp', imagePosition: 'center', imageAlt: '', ctas: [], url: '/fr-fr/', newTab: false, category: null, campaign: null };
}

const market = MARKETS.fr_FR;

describe('TargetedBanner', () => {
  beforeEach(() => {
    shell.current = { targetedBanners: { booking: banner('Séjours'), gifting: banner('Cadeaux') } } as ShellContentResponse;
  });

  it("shows the flow's banner from the shell content", async () => {
    for (const [flow, title] of [['booking', 'Séjours'], ['gifting', 'Cadeaux']] as const) {
      const element = await TargetedBanner({ market, flow });
      expect(isValidElement(element) && element.type).toBe(TargetedBannerView);
      expect((element as { props: TargetedBannerViewProps }).props.banner.title).toBe(title);
    }
  });

  it('shows nothing for a flow without one, or when the content call failed', async () => {
    expect(await TargetedBanner({ market, flow: 'activity' })).toBeNull();
    shell.current = { targetedBanners: { booking: null, gifting: banner('Cadeaux') } } as ShellContentResponse;
    expect(await TargetedBanner({ market, flow: 'booking' })).toBeNull();
    shell.current = null;
    expect(await TargetedBanner({ market, flow: 'gifting' })).toBeNull();
  });
});
