import type { WideImage } from '@escapade/contracts/content';
import type { ReactNode } from 'react';
import { WidePicture } from './WidePicture';

export interface JumbotronProps {
  title: string;
  subtitle?: string | null;
  /** Null draws the brand's colour behind the title (a page whose content could not be read). */
  image: WideImage | null;
  /** The search box, in the jumbotron's flow. */
  searchBox: ReactNode;
  /** A line above the title (the homepage's optional header, a campaign name). */
  eyebrow?: string | null;
}

/**
 * The jumbotron: the page's h1 over its image, and the search box. The image is the page's largest
 * paint (fetched first, its size set); a shade under the text keeps it readable on any photo.
 */
export function Jumbotron({ title, subtitle, image, searchBox, eyebrow }: JumbotronProps) {
  return (
    <section aria-labelledby="jumbotron-title" className="relative isolate bg-brand-900 text-white" data-block="jumbotron">
      {image ? (
        <div className="absolute inset-0 -z-10 overflow-hidden">
          <WidePicture image={image} isPriority />
        </div>
      ) : null}
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-950/90 via-brand-950/45 to-brand-950/25 md:bg-gradient-to-r md:from-brand-950/85 md:via-brand-950/45 md:to-brand-950/10"
        aria-hidden="true"
      />
      <div className="container-page flex min-h-[24rem] flex-col justify-end gap-4 pt-14 pb-6 md:min-h-[34rem] md:justify-center md:gap-5 md:py-20">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase md:text-base">{eyebrow}</p> : null}
        <h1 id="jumbotron-title" className="max-w-3xl text-3xl leading-tight font-extrabold tracking-tight text-balance drop-shadow-sm md:text-5xl lg:text-6xl">
          {title}
        </h1>
        {subtitle ? <p className="max-w-2xl text-lg text-white md:text-xl">{subtitle}</p> : null}
        <div className="mt-2 max-w-5xl rounded-2xl bg-white p-3 text-ink shadow-card ring-1 ring-black/5 md:mt-4 md:p-4">{searchBox}</div>
      </div>
    </section>
  );
}
