import { describe, expect, it } from 'vitest';
import { desktopAtOpen } from './use-is-desktop';

describe('desktopAtOpen', () => {
  it("reads the browser once the page is hydrated, even while the snapshot still holds the server's mobile guess", () => {
    expect(desktopAtOpen(false, () => true, true)).toBe(true);
    expect(desktopAtOpen(true, () => false, true)).toBe(false);
  });

  it('keeps the snapshot while hydrating: the first render must match the server HTML', () => {
    let asked = false;
    expect(
      desktopAtOpen(false, () => {
        asked = true;
        return true;
      }, false),
    ).toBe(false);
    expect(asked).toBe(false);
  });
});
