'use client';

import { onDemand } from '../islands/on-demand';
import type { NewsletterFormProps } from './InteractiveNewsletterForm';

/**
 * The footer's newsletter form, hydrated when the visitor reaches for it: its e-mail rules and the
 * call to the API are not part of every page's first scripts. Its server HTML is the form as drawn.
 */
export const NewsletterForm = onDemand<NewsletterFormProps>('newsletter-form', () => import('./InteractiveNewsletterForm').then((module) => module.default), 'intent');
