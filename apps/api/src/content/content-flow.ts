import { CONTENT_FLOWS, type ContentFlow } from '@escapade/contracts/content';

/** Homepage content "falls back to the booking flow": an absent, unknown or hotel flow is booking. */
export function contentFlowOf(flow: string | undefined): ContentFlow {
  return (CONTENT_FLOWS as readonly string[]).includes(flow ?? '') ? (flow as ContentFlow) : 'booking';
}
