import { describe, expect, it } from 'vitest';
import {
  isChatOpen,
  isLiveChatEnabled,
  shareableLink,
  shouldScheduleAcquisitionModal,
  shouldShowEcoLabel,
  shouldShowHeaderWishlist,
  shouldUseMenuColumns,
} from './site-shell';

describe('site shell rules', () => {
  it('"Eco label at 8 or more eco facilities"', () => {
    expect(shouldShowEcoLabel(8)).toBe(true);
    expect(shouldShowEcoLabel(7)).toBe(false);
  });

  it('"Menu columns when 15 or more children"', () => {
    expect(shouldUseMenuColumns(15)).toBe(true);
    expect(shouldUseMenuColumns(14)).toBe(false);
  });

  it('"Live chat is off unless a messenger app id exists and the locale is es_ES or it is production"', () => {
    expect(isLiveChatEnabled({ messengerAppId: 'app', locale: 'es_ES', isProduction: false })).toBe(true);
    expect(isLiveChatEnabled({ messengerAppId: 'app', locale: 'fr_FR', isProduction: false })).toBe(false);
    expect(isLiveChatEnabled({ messengerAppId: 'app', locale: 'fr_FR', isProduction: true })).toBe(true);
    expect(isLiveChatEnabled({ messengerAppId: '', locale: 'es_ES', isProduction: true })).toBe(false);
  });

  it('"Chat hours 9 to 6 Monday to Friday"', () => {
    expect(isChatOpen(1, 9)).toBe(true);
    expect(isChatOpen(5, 17)).toBe(true);
    expect(isChatOpen(5, 18)).toBe(false);
    expect(isChatOpen(1, 8)).toBe(false);
    expect(isChatOpen(6, 10)).toBe(false);
    expect(isChatOpen(0, 10)).toBe(false);
  });

  it('"Wishlist heart in header shows only when the customer-account toggle is off (on mobile not in Belgium)"', () => {
    expect(shouldShowHeaderWishlist({ customerAccount: false, isMobile: false, isBelgium: true })).toBe(true);
    expect(shouldShowHeaderWishlist({ customerAccount: false, isMobile: true, isBelgium: true })).toBe(false);
    expect(shouldShowHeaderWishlist({ customerAccount: true, isMobile: false, isBelgium: false })).toBe(false);
  });

  it('acquisition modal "on home, booking and search pages, unless already dismissed or subscribed or arriving from certain affiliates"', () => {
    const base = { page: 'search', hasNavigatedBetweenPages: true, isDismissedOrSubscribed: false, isFromExcludedAffiliate: false };
    expect(shouldScheduleAcquisitionModal(base)).toBe(true);
    expect(shouldScheduleAcquisitionModal({ ...base, page: 'product' })).toBe(false);
    expect(shouldScheduleAcquisitionModal({ ...base, hasNavigatedBetweenPages: false })).toBe(false);
    expect(shouldScheduleAcquisitionModal({ ...base, isDismissedOrSubscribed: true })).toBe(false);
    expect(shouldScheduleAcquisitionModal({ ...base, isFromExcludedAffiliate: true })).toBe(false);
  });

  it('"the shareable link swaps the customer-care host prefix for the public one"', () => {
    expect(shareableLink('https://cc.escapade.test/fr-fr/product/1#a=2', 'cc.escapade.test', 'www.escapade.test')).toBe(
      'https://www.escapade.test/fr-fr/product/1#a=2',
    );
    expect(shareableLink('https://www.escapade.test/x', 'cc.escapade.test', 'www.escapade.test')).toBe('https://www.escapade.test/x');
  });
});
