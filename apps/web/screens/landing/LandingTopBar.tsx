import type { LandingResponse } from '@escapade/contracts/content';
import type { Locale } from '@escapade/domain/markets';
import { ContentLink } from '../../components/content-blocks/ContentLink';
import { paletteButtonClass, paletteStyle } from '../../components/content-blocks/content-block-model';

/** "plus a top bar": the campaign's line and its call to action on the bar's colour palette. */
export function LandingTopBar({ topBar, locale }: { topBar: LandingResponse['topBar']; locale: Locale }) {
  if (!topBar) return null;
  const palette = paletteStyle(topBar.colorPalette);
  return (
    <div style={{ backgroundColor: palette.background }} className={palette.textClass} data-testid="landing-top-bar" data-tone={palette.tone}>
      <div className="container-page flex flex-wrap items-center justify-center gap-x-5 gap-y-2 py-3 text-center">
        <p className="font-semibold md:text-lg">{topBar.text}</p>
        {topBar.cta ? (
          <ContentLink
            locale={locale}
            link={topBar.cta}
            className={`inline-flex min-h-10 items-center rounded-full px-5 text-sm font-semibold no-underline transition-colors ${paletteButtonClass(palette.tone)}`}
          />
        ) : null}
      </div>
    </div>
  );
}
