import { describe, expect, it } from 'vitest';
import { renderInMarket } from '../search-box/test-render';
import { GiftCustomisation, type GiftCustomisationProps } from './GiftCustomisation';

const props: GiftCustomisationProps = {
  productId: 1042,
  nights: 2,
  format: 'digital',
  physical: 'comingBackSoon',
  prices: [],
  categories: [],
  sleeves: {},
  onChange: () => undefined,
  isMessageSaved: false,
};

describe('GiftCustomisation: the button to the personalise-your-gift drawer', () => {
  it('is there when the page has the drawer', async () => {
    const html = await renderInMarket(<GiftCustomisation {...props} onPersonalise={() => undefined} />);
    expect(html).toContain('Personnalisez votre cadeau');
    expect(html).toContain('Personnalisez votre message');
  });

  it('is not there without the drawer (customer care mode)', async () => {
    const html = await renderInMarket(<GiftCustomisation {...props} onPersonalise={undefined} />);
    expect(html).toContain('Personnalisez votre cadeau');
    expect(html).not.toContain('Personnalisez votre message');
  });
});
