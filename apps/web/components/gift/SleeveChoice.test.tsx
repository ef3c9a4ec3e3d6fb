import type { SleeveCategoryResponse } from '@escapade/contracts/gift';
import { describe, expect, it } from 'vitest';
import { renderInMarket } from '../search-box/test-render';
import { SleeveChoice, sleeveGroups } from './SleeveChoice';

const noop = () => undefined;
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const categories: SleeveCategoryResponse[] = [
  {
    id: 2,
    description: 'Sleeve',
    names: { fr: 'Étui', es: 'Funda', it: 'Custodia', nl: 'Hoes' },
    name: 'Étui',
    singleSelection: true,
    elements: [{ id: '11', name: 'Étui velours', imageUrl: null, categoryId: 2, price: 590, recommendedByWed: true }],
  },
  {
    id: 5,
    description: 'Extras',
    names: { fr: 'Extras', es: 'Extras', it: 'Extra', nl: 'Extra' },
    name: 'Extras',
    singleSelection: false,
    elements: [
      { id: '3', name: 'Ruban doré', imageUrl: null, categoryId: 5, price: 490, recommendedByWed: false },
      { id: '7', name: 'Carte pop-up', imageUrl: 'https://img.example/7.jpg', categoryId: 5, price: 0, recommendedByWed: false },
    ],
  },
];

/** The `<input …>` tag whose value is `id` in the markup. */
const input = (html: string, id: string) => new RegExp(`<input[^>]*value="${id}"[^>]*>`).exec(html)?.[0] ?? '';

describe('sleeveGroups', () => {
  it('category 2 starts with the free standard option, chosen while nothing else is', () => {
    const [standard, extras] = sleeveGroups(categories, {});
    expect(standard!.options.map((option) => [option.sleeve.id, option.sleeve.price, option.isChosen])).toEqual([
      ['default', 0, true],
      ['11', 590, false],
    ]);
    expect(extras!.options.map((option) => option.isChosen)).toEqual([false, false]);
    expect(extras!.options[1]!.sleeve.imageUrl).toBe('https://img.example/7.jpg');
  });

  it('a single-selection click replaces the choice; a multiple one toggles the id in its list', () => {
    const selection = { Étui: ['11'], Extras: ['3'] };
    const [standard, extras] = sleeveGroups(categories, selection);
    expect(standard!.options.map((option) => option.isChosen)).toEqual([false, true]);
    expect(standard!.options[0]!.next).toEqual({ Étui: ['default'], Extras: ['3'] });
    expect(extras!.options.map((option) => option.isChosen)).toEqual([true, false]);
    expect(extras!.options[1]!.next).toEqual({ Étui: ['11'], Extras: ['3', '7'] });
    // Unticking the last one drops the category from the hash.
    expect(extras!.options[0]!.next).toEqual({ Étui: ['11'] });
  });
});

describe('SleeveChoice markup', () => {
  it('a fieldset and legend per category: radios for single selection, checkboxes for multiple, named by the prefix', async () => {
    const html = await renderInMarket(<SleeveChoice idPrefix="p1" categories={categories} selection={{ Extras: ['7'] }} onChange={noop} />);
    expect([...html.matchAll(/<legend[^>]*>([^<]*)<\/legend>/g)].map((match) => match[1])).toEqual(['Étui', 'Extras']);
    expect(html.match(/<fieldset/g)).toHaveLength(2);
    expect(input(html, 'default')).toMatch(/type="radio"/);
    expect(input(html, 'default')).toMatch(/name="sleeve-p1-2"/);
    expect(input(html, 'default')).toContain('checked=""');
    expect(input(html, '11')).toMatch(/type="radio"/);
    expect(input(html, '11')).not.toContain('checked=""');
    expect(input(html, '3')).toMatch(/type="checkbox"[^>]*name="sleeve-p1-5"/);
    expect(input(html, '3')).not.toContain('checked=""');
    expect(input(html, '7')).toContain('checked=""');
  });

  it("each label holds the name, the recommended marker and the price, 'Free' for a zero price", async () => {
    const page = text(await renderInMarket(<SleeveChoice idPrefix="p1" categories={categories} selection={{}} onChange={noop} />));
    expect(page).toMatch(/Standard Gratuit .*Étui velours Recommandé 5,90\s€ .*Ruban doré 4,90\s€ .*Carte pop-up Gratuit/);
    expect(page.match(/Recommandé/g)).toHaveLength(1);
  });

  it('in Dutch', async () => {
    const page = text(await renderInMarket(<SleeveChoice idPrefix="p1" categories={categories} selection={{}} onChange={noop} />, 'nl_NL'));
    expect(page).toMatch(/Standaard Gratis .*Étui velours Aanbevolen/);
  });

  it('two pickers on one page never share an input name', async () => {
    const html = await renderInMarket(
      <>
        <SleeveChoice idPrefix="a" categories={categories} selection={{}} onChange={noop} />
        <SleeveChoice idPrefix="b" categories={categories} selection={{}} onChange={noop} />
      </>,
    );
    const names = [...html.matchAll(/name="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(names)).toEqual(new Set(['sleeve-a-2', 'sleeve-a-5', 'sleeve-b-2', 'sleeve-b-5']));
  });

  it('nothing without categories', async () => {
    expect(await renderInMarket(<SleeveChoice idPrefix="p1" categories={[]} selection={{}} onChange={noop} />)).toBe('');
  });
});
