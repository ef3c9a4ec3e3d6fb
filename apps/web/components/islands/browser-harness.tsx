import { createRoot, hydrateRoot } from 'react-dom/client';
import { CounterOnIntent, IslandsPage } from './test-islands';

declare global {
  interface Window {
    hydrateIslands(): void;
    renderIslandInBrowser(): void;
  }
}

/** The page on-demand-browser.test.ts loads: it hydrates the server's markup of the test islands. */
window.hydrateIslands = () => {
  const root = document.getElementById('root');
  if (root) hydrateRoot(root, <IslandsPage />);
};

/** An island drawn by the browser alone, as on a client-side navigation: no server HTML to keep. */
window.renderIslandInBrowser = () => {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<CounterOnIntent label="Arrivé" />);
};
