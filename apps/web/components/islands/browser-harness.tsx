import { hydrateRoot } from 'react-dom/client';
import { IslandsPage } from './test-islands';

declare global {
  interface Window {
    hydrateIslands(): void;
  }
}

/** The page on-demand-browser.test.ts loads: it hydrates the server's markup of the test islands. */
window.hydrateIslands = () => {
  const root = document.getElementById('root');
  if (root) hydrateRoot(root, <IslandsPage />);
};
