import type { ReactNode } from 'react';
import { hideBrokenImage } from '../../../components/cards/hide-broken-image';
import type { HeaderImage } from './header-image';

/**
 * The results page's header: "a header image, title,
 * subtitle, breadcrumb". The image is decorative (the title says the same) and its box is fixed,
 * so that it arriving after the results never moves the page. The box is tall enough for a
 * two-line breadcrumb and a two-line title on a phone: on a search in the hash both only grow when
 * the results name the destination, and a header growing then pushed the whole page down (a layout
 * shift) and made its image a new, later, largest paint.
 */
export function ResultsHeader({ image, title, subtitle, breadcrumb }: { image?: HeaderImage; title: string; subtitle?: string; breadcrumb?: ReactNode }) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      {image ? (
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes="100vw"
          alt=""
          width={960}
          height={540}
          fetchPriority="high"
          className="absolute inset-0 -z-10 size-full object-cover"
          data-testid="header-image"
          ref={hideBrokenImage.ref}
          onError={hideBrokenImage.onError}
        />
      ) : null}
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-950/85 via-brand-950/55 to-brand-950/30" aria-hidden="true" />
      <div className="container-page flex min-h-60 flex-col justify-end gap-2 py-6 md:py-8">
        {breadcrumb}
        <h1 className="text-3xl font-bold leading-tight tracking-tight text-balance md:text-4xl">{title}</h1>
        {subtitle ? <p className="max-w-3xl text-base text-white md:text-lg">{subtitle}</p> : null}
      </div>
    </section>
  );
}
