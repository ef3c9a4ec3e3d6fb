import { describe, expect, it } from 'vitest';
import { renderInMarket } from '../search-box/test-render';
import { PopularDateShortcuts } from './PopularDateShortcuts';
import { buildCalendarState } from './calendar-model';

// Wednesday 18 November 2026, 10:00 in Paris.
const state = buildCalendarState({ draft: {} }, 'Europe/Paris', new Date('2026-11-18T09:00:00Z'));
const noop = () => undefined;

describe('popular date shortcuts: "active only in es_ES, fr_FR, fr_BE, nl_BE and only in a test variation"', () => {
  it('shows this weekend and next weekend to a visitor in the test variation of fr_FR', async () => {
    const html = await renderInMarket(<PopularDateShortcuts locale="fr_FR" state={state} onPick={noop} isInTestVariation />);
    expect(html).toContain('Dates populaires');
    expect(html).toContain('Ce week-end');
    expect(html).toContain('Le week-end prochain');
  });

  it('shows nothing outside the test variation', async () => {
    expect(await renderInMarket(<PopularDateShortcuts locale="fr_FR" state={state} onPick={noop} isInTestVariation={false} />)).toBe('');
  });

  it("renders the control on the server by default (a first-time visitor's variant is only known in the browser)", async () => {
    expect(await renderInMarket(<PopularDateShortcuts locale="fr_FR" state={state} onPick={noop} />)).toBe('');
  });

  it('shows nothing in a market without the shortcuts, even in the test variation (nl_NL)', async () => {
    expect(await renderInMarket(<PopularDateShortcuts locale="nl_NL" state={state} onPick={noop} isInTestVariation />, 'nl_NL')).toBe('');
  });
});
