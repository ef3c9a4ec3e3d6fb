'use client';

import dynamic from 'next/dynamic';

/**
 * A signed-in customer's trip, drawn by the server, its code in a chunk of its own: every page of
 * the account route (sign-in, wishlist, booking lookup…) would otherwise load the trip's dialog,
 * form and query code with its first scripts (decision 0012). The booking lookup loads the same
 * chunk once a booking is found.
 */
export const TripPageLoader = dynamic(() => import('./TripPage').then((module) => module.TripPage));
