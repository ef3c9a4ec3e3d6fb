import { describe, expect, it } from 'vitest';
import { renderInMarket } from '../search-box/test-render';
import { DateRangePicker } from './DateRangePicker';

const noop = () => undefined;

describe('DateRangePicker field markup', () => {
  it("shows the 'Checkin - Checkout' placeholder in the market language without dates", async () => {
    const html = await renderInMarket(<DateRangePicker value={{}} onChange={noop} timeZone="Europe/Paris" />);
    expect(html).toContain('Arrivée - Départ');
    const nl = await renderInMarket(<DateRangePicker value={{}} onChange={noop} timeZone="Europe/Amsterdam" />, 'nl_NL');
    expect(nl).toContain('Aankomst - Vertrek');
  });

  it('shows the chosen dates formatted for the market', async () => {
    const html = await renderInMarket(<DateRangePicker value={{ checkin: '2026-12-04', checkout: '2026-12-06' }} onChange={noop} timeZone="Europe/Paris" />);
    expect(html).toContain('ven. 4 déc. - dim. 6 déc.');
  });

  it('is a closed dialog trigger until clicked', async () => {
    const html = await renderInMarket(<DateRangePicker value={{}} onChange={noop} timeZone="Europe/Paris" />);
    expect(html).toMatch(/aria-haspopup="dialog"/);
    expect(html).not.toContain('role="grid"');
  });
});
