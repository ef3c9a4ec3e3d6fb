'use client';

import { type Ref, startTransition, useEffect, useId, useRef, useState } from 'react';
import { IDEAS_GRID_CLASS, IDEAS_SHOWN_FIRST, type IdeaCardsState, ideaCardsState } from './idea-cards-model';

export interface IdeaCard {
  title: string;
  /** The card's link, already built for the URL mode. */
  href: string;
  imageUrl: string;
}

/**
 * A section of idea cards: "first N shown, then 'See more'". The server sends every card; the
 * browser hides those past N behind the button, which reveals them and moves the focus to the
 * first revealed card.
 */
export function IdeaCardsSection({ title, cards, seeMoreLabel, isFirstSection }: { title: string; cards: readonly IdeaCard[]; seeMoreLabel: string; isFirstSection: boolean }) {
  // The sections hydrate inside a Suspense boundary, after the page's first commit: the shared
  // browser-snapshot hook would read 'enhanced' at once there and draw other HTML than the server's.
  const [isEnhanced, setIsEnhanced] = useState(false);
  useEffect(() => startTransition(() => setIsEnhanced(true)), []);
  const [isExpanded, setIsExpanded] = useState(false);
  const firstRevealed = useRef<HTMLAnchorElement>(null);
  const wasRevealed = useRef(false);
  const state = ideaCardsState(cards.length, { isEnhanced, isExpanded });

  useEffect(() => {
    if (!isExpanded || wasRevealed.current) return;
    wasRevealed.current = true;
    firstRevealed.current?.focus();
  }, [isExpanded]);

  return (
    <IdeaCardsView
      title={title}
      cards={cards}
      state={state}
      seeMoreLabel={seeMoreLabel}
      isFirstSection={isFirstSection}
      onSeeMore={() => setIsExpanded(true)}
      firstRevealedRef={firstRevealed}
    />
  );
}

/** The section as drawn for a state (the HTML of the server, or the browser's before and after 'See more'). */
export function IdeaCardsView(props: {
  title: string;
  cards: readonly IdeaCard[];
  state: IdeaCardsState;
  seeMoreLabel: string;
  isFirstSection: boolean;
  onSeeMore(): void;
  /** The first card past the N shown first, which takes the focus once revealed. */
  firstRevealedRef?: Ref<HTMLAnchorElement>;
}) {
  const { title, cards, state, seeMoreLabel, isFirstSection, onSeeMore, firstRevealedRef } = props;
  const headingId = useId();
  const listId = useId();
  const isHidden = (index: number) => state.hiddenFrom !== null && index >= state.hiddenFrom;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <ul id={listId} className={IDEAS_GRID_CLASS} data-testid="idea-cards">
        {cards.map((card, index) => (
          <li key={`${card.href}-${index}`} hidden={isHidden(index) || undefined} className="min-w-0">
            <a
              href={card.href}
              ref={index === IDEAS_SHOWN_FIRST ? firstRevealedRef : undefined}
              className="group flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line hover:ring-brand-300"
            >
              <img
                src={card.imageUrl}
                alt=""
                width={640}
                height={360}
                // The first row of the first section is the page's largest paint.
                loading={isFirstSection && index < 4 ? 'eager' : 'lazy'}
                decoding="async"
                className="aspect-[16/9] w-full bg-brand-100 object-cover"
              />
              <span className="p-3 font-bold text-brand-900 group-hover:underline md:p-4">{card.title}</span>
            </a>
          </li>
        ))}
      </ul>
      {state.showsSeeMore ? (
        <button type="button" className="button-secondary self-center" aria-controls={listId} onClick={onSeeMore}>
          {seeMoreLabel}
        </button>
      ) : null}
    </section>
  );
}
