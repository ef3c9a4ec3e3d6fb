export { PaxSelector, type PaxSelectorProps } from './PaxSelector';
export type { PaxMode } from './pax-model';
