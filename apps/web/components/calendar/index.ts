export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export type { DateRangeValue, DatesVariation, PossibleNights } from './calendar-model';
export { ResponsivePanel, type ResponsivePanelProps } from './ResponsivePanel';
