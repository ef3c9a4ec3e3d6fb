import { splitResultsGrid } from '@escapade/domain/results-layout';
import type { ReactNode } from 'react';

export interface GridItem {
  key: string | number;
  node: ReactNode;
}

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

/**
 * The 3-column results grid: "first row 3 cards, second block up to index 9,
 * remainder after, with inline blocks between".
 */
export function ResultsGrid({ items, afterFirstRow, afterSecondBlock }: { items: GridItem[]; afterFirstRow?: ReactNode; afterSecondBlock?: ReactNode }) {
  const { firstRow, secondBlock, remainder } = splitResultsGrid(items);
  const list = (part: GridItem[]) =>
    part.length > 0 ? (
      <ul className={GRID} role="list">
        {part.map((item) => (
          <li key={item.key}>{item.node}</li>
        ))}
      </ul>
    ) : null;
  return (
    <div className="flex flex-col gap-6" data-testid="results-grid">
      {list(firstRow)}
      {secondBlock.length > 0 && afterFirstRow ? afterFirstRow : null}
      {list(secondBlock)}
      {remainder.length > 0 && afterSecondBlock ? afterSecondBlock : null}
      {list(remainder)}
    </div>
  );
}
