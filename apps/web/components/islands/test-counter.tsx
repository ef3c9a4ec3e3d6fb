'use client';

import { useState } from 'react';

declare global {
  interface Window {
    counterModuleRuns?: number;
  }
}

// Tests only: how many times the browser ran this module (its code is the island's).
if (typeof window !== 'undefined') window.counterModuleRuns = (window.counterModuleRuns ?? 0) + 1;

/** Tests only: a button counting its clicks, the interactive part of the test islands. */
export function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((previous) => previous + 1)}>
      {label}: {count}
    </button>
  );
}
