import { MARKETS } from '@escapade/domain/markets';
import { describe, expect, it } from 'vitest';
import { BLOCKS } from '../../components/content-blocks/test-fixtures';
import { announcementToneOf, headerTitleOf, homeExtrasFor, homeFlowOf } from './home-model';

const france = MARKETS.fr_FR;
const italy = MARKETS.it_IT;
const noActivities = { ...france, features: { ...france.features, activityOnlySearch: false } };

describe('homeFlowOf', () => {
  it('reads the flow of the query: booking, gifting or activity', () => {
    expect(homeFlowOf('gifting', france)).toBe('gifting');
    expect(homeFlowOf('activity', france)).toBe('activity');
    expect(homeFlowOf(['gifting', 'booking'], france)).toBe('gifting');
  });

  it('"falls back to the booking flow" for anything else', () => {
    for (const value of [undefined, '', 'hotel', 'GIFTING', 'unknown', []]) expect(homeFlowOf(value, france)).toBe('booking');
  });

  it('has no activity homepage where activities are not sold on their own', () => {
    expect(homeFlowOf('activity', noActivities)).toBe('booking');
  });
});

describe('homeExtrasFor', () => {
  const withoutBoxes = [BLOCKS.usp, BLOCKS.top];

  it('shows the gift block in the gifting flow only', () => {
    expect(homeExtrasFor('gifting', france, withoutBoxes).giftBlock).toBe(true);
    expect(homeExtrasFor('booking', france, withoutBoxes).giftBlock).toBe(false);
    expect(homeExtrasFor('activity', france, withoutBoxes).giftBlock).toBe(false);
  });

  it('shows the box block where boxes are sold, in the stays and gifts flows', () => {
    expect(homeExtrasFor('booking', france, withoutBoxes).boxBlock).toBe(true);
    expect(homeExtrasFor('gifting', france, withoutBoxes).boxBlock).toBe(true);
    expect(homeExtrasFor('activity', france, withoutBoxes).boxBlock).toBe(false);
    expect(homeExtrasFor('gifting', italy, withoutBoxes).boxBlock).toBe(false);
  });

  it('leaves the box block out when the page\'s own boxes block already lists boxes', () => {
    expect(homeExtrasFor('gifting', france, [BLOCKS.boxes]).boxBlock).toBe(false);
    expect(homeExtrasFor('gifting', france, [{ ...BLOCKS.boxes, boxes: [] }]).boxBlock).toBe(true);
  });
});

describe('headerTitleOf', () => {
  it('shows the optional header when it says something the h1 does not', () => {
    expect(headerTitleOf({ title: 'Black Friday' }, 'Des week-ends qui font du bien')).toBe('Black Friday');
    expect(headerTitleOf({ title: ' Des week-ends qui font du bien ' }, 'Des week-ends qui font du bien')).toBeNull();
    expect(headerTitleOf(null, 'x')).toBeNull();
    expect(headerTitleOf({ title: '  ' }, 'x')).toBeNull();
  });
});

describe('announcementToneOf', () => {
  it('draws a known colour variation in its colours and any other one neutral', () => {
    expect(announcementToneOf('promo')).toBe('promo');
    expect(announcementToneOf('INFO')).toBe('info');
    expect(announcementToneOf('fuchsia')).toBe('neutral');
  });
});
