import { describe, expect, it } from 'vitest';
import { renderInMarket } from '../search-box/test-render';
import { PaxSelector } from './PaxSelector';

const noop = () => undefined;

describe('PaxSelector markup', () => {
  it('summarises the party in the market language, leaving out zero counts', async () => {
    const html = await renderInMarket(<PaxSelector value={{ adults: 2, children: 1, babies: 0 }} onChange={noop} mode="stay" />);
    expect(html).toContain('Voyageurs');
    expect(html).toContain('2 adultes, 1 enfant');
    expect(html).not.toContain('bébé');
  });

  it("shows 'Participants' in the activity mode", async () => {
    const html = await renderInMarket(<PaxSelector value={{ adults: 1, children: 0, babies: 0 }} onChange={noop} mode="activity" />, 'es_ES');
    expect(html).toContain('Participantes');
    expect(html).toContain('1 participante');
  });

  it('is a dialog trigger (closed on first render)', async () => {
    const html = await renderInMarket(<PaxSelector value={{ adults: 2, children: 0, babies: 0 }} onChange={noop} mode="stay" />);
    expect(html).toMatch(/aria-haspopup="dialog"/);
    expect(html).toMatch(/aria-expanded="false"/);
  });
});
