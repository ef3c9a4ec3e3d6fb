'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { type ComponentType, type ReactNode, Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { whenIdle } from '../../lib/when-idle';

/**
 * Hydration on demand (decision 0033): the server renders an island's HTML as for any client
 * component, but the browser downloads and runs the island's code only when it is needed — on the
 * visitor's intent (pointer over it, a touch, focus inside it), when it scrolls into view, or once
 * the page is idle. Until then React keeps the server's HTML as it is (a Suspense boundary that
 * stays dehydrated while the island's lazy component waits), so the page looks the same, its links
 * work, and the island's script is not part of the page's first load. When the code arrives React
 * hydrates the island from that HTML.
 *
 * A click on one of its controls that lands before then (a quick tap: the touch starts the
 * download, the click follows at once) is held and given again to the same control once it is
 * hydrated: React drops a click on a boundary it cannot hydrate yet. Links are left to the
 * browser. The listeners that see intent and hold clicks are on the document from the moment this
 * module runs, before hydration: a visitor may reach for the page before React has attached anything.
 */
export type OnDemandTrigger = 'intent' | 'visible' | 'idle';

/** Intent: the events that precede an interaction, early enough for the code to arrive first. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
/** Idle islands load after this long at most, even on a page that never goes idle. */
const IDLE_TIMEOUT_MS = 4_000;
/** What a click can mean to an island's script; a link's click is the browser's to follow. */
const CONTROL_SELECTOR = 'button, [role="button"], [role="combobox"], [role="tab"], [role="switch"], input, select, summary, label';
/** The attribute naming an island on its wrapper element. */
const ISLAND_ATTRIBUTE = 'data-on-demand';
/** The attribute holding an island instance's `useId()`, the same on the server and while hydrating. */
const INSTANCE_ATTRIBUTE = 'data-on-demand-id';

interface Island {
  trigger: OnDemandTrigger;
  opened: Promise<void>;
  isOpen: boolean;
  open(): void;
  isHydrated: boolean;
  /** A control clicked before the island was hydrated, clicked again once it is. */
  heldClick: HTMLElement | null;
}

const islands = new Map<string, Island>();

function islandOf(target: EventTarget | null): Island | undefined {
  const wrapper = target instanceof Element ? target.closest(`[${ISLAND_ATTRIBUTE}]`) : null;
  return wrapper ? islands.get(wrapper.getAttribute(ISLAND_ATTRIBUTE) ?? '') : undefined;
}

function listenBeforeHydration(): void {
  const onIntent = (event: Event) => {
    const island = islandOf(event.target);
    if (island?.trigger === 'intent') island.open();
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
  // Capture: before the control's own default (a form's submit) and before React's root listener.
  document.addEventListener(
    'click',
    (event) => {
      const island = islandOf(event.target);
      if (!island || island.isHydrated || !(event.target instanceof Element) || event.target.closest('a[href]')) return;
      const control = event.target.closest<HTMLElement>(CONTROL_SELECTOR);
      if (!control) return;
      event.preventDefault();
      event.stopPropagation();
      island.heldClick = control;
      island.open();
    },
    { capture: true },
  );
}

function createIsland(name: string, trigger: OnDemandTrigger): Island {
  let resolve: () => void = () => undefined;
  const island: Island = {
    trigger,
    opened: new Promise<void>((done) => (resolve = done)),
    isOpen: false,
    open: () => {
      if (island.isOpen) return;
      island.isOpen = true;
      resolve();
    },
    isHydrated: false,
    heldClick: null,
  };
  if (typeof window === 'undefined') {
    island.open();
    return island;
  }
  if (islands.size === 0) listenBeforeHydration();
  islands.set(name, island);
  return island;
}

/** Opens the island on view or on idle, from its wrapper element (intent is seen by the document's listeners). */
function watch(element: HTMLElement, island: Island): () => void {
  if (island.trigger === 'idle') return whenIdle(island.open, IDLE_TIMEOUT_MS);
  if (island.trigger === 'visible' && typeof IntersectionObserver === 'function') {
    // The wrapper has no box of its own (`display: contents`): its first element is observed, a
    // little ahead of the viewport so the code is there by the time the island is seen.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && island.open(), { rootMargin: '200px' });
    observer.observe(element.firstElementChild ?? element);
    return () => observer.disconnect();
  }
  if (island.trigger === 'visible' || element.contains(document.activeElement)) island.open();
  return () => undefined;
}

/**
 * A component whose code loads on demand. `name` is unique per island; `load` must be a literal
 * `import()` of the module exporting the interactive component, so the bundler gives it a chunk of
 * its own. On the server the island renders at once; in the browser, an island rendered without
 * server HTML of its own (a client-side navigation) loads at once too.
 */
export function onDemand<P extends object>(name: string, load: () => Promise<ComponentType<P>>, trigger: OnDemandTrigger): ComponentType<P> {
  const island = createIsland(name, trigger);
  const Lazy = lazy(async () => {
    await island.opened;
    return { default: await load() };
  });

  function OnDemandIsland(props: P): ReactNode {
    const wrapper = useRef<HTMLDivElement>(null);
    const instanceId = useId();
    // Rendered in the browser with no server HTML of its own in the document (a client-side
    // navigation, or mounted later): nothing to keep, the code loads now. Decided while rendering,
    // not in an effect: a navigation's render may wait for the island before it commits.
    if (typeof document !== 'undefined' && !island.isOpen && !document.querySelector(`[${INSTANCE_ATTRIBUTE}="${CSS.escape(instanceId)}"]`)) island.open();
    // A client-side navigation changes the router's contexts above the island. React cannot tell
    // whether a boundary it has not hydrated reads them, so it must hydrate it before it commits
    // the navigation, and waits for it: the island's code loads as the navigation starts.
    const route = `${usePathname() ?? ''}?${useSearchParams()?.toString() ?? ''}`;
    const [routeAtMount] = useState(route);
    if (route !== routeAtMount) island.open();
    // The same when the page above gives the island new props (`router.refresh()`, a server
    // action): a boundary that gets them must be hydrated first. Its own updates keep the props object.
    const [propsAtMount] = useState(props);
    if (props !== propsAtMount) island.open();
    const onHydrated = useCallback(() => {
      island.isHydrated = true;
      const control = island.heldClick;
      island.heldClick = null;
      if (control?.isConnected) control.click();
    }, []);
    useEffect(() => {
      const element = wrapper.current;
      if (!element || island.isOpen) return;
      return watch(element, island);
    }, []);
    return (
      // `display: contents`: the wrapper only names the island; its own box lays out as before.
      <div ref={wrapper} className="contents" {...{ [ISLAND_ATTRIBUTE]: name, [INSTANCE_ATTRIBUTE]: instanceId }}>
        <Suspense fallback={null}>
          <Lazy {...props} />
          <HydrationSignal onHydrated={onHydrated} />
        </Suspense>
      </div>
    );
  }
  return OnDemandIsland;
}

/**
 * Rendered beside the island inside its Suspense boundary, which hydrates as a whole: its effect
 * runs once the island is hydrated (or rendered, in the browser). It draws nothing.
 */
function HydrationSignal({ onHydrated }: { onHydrated(): void }): null {
  useEffect(() => onHydrated(), [onHydrated]);
  return null;
}
