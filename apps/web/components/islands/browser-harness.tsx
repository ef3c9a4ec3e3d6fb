import { startTransition } from 'react';
import { type Root, createRoot, hydrateRoot } from 'react-dom/client';
import { CounterOnIntent, IslandsPage } from './test-islands';

declare global {
  interface Window {
    hydrateIslands(): void;
    renderIslandInBrowser(): void;
    renderWithNewProps(): void;
  }
}

/** The page on-demand-browser.test.ts loads: it hydrates the server's markup of the test islands. */
let root: Root | undefined;

window.hydrateIslands = () => {
  const container = document.getElementById('root');
  if (container) root = hydrateRoot(container, <IslandsPage />);
};

/** The page drawn again with new props for the islands, in a transition, as `router.refresh()` does. */
window.renderWithNewProps = () => {
  startTransition(() => root?.render(<IslandsPage topLabel="En haut, encore" />));
};

/** An island drawn by the browser alone, as on a client-side navigation: no server HTML to keep. */
window.renderIslandInBrowser = () => {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<CounterOnIntent label="Arrivé" />);
};
