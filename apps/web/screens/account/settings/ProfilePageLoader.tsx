'use client';

import dynamic from 'next/dynamic';

/**
 * The profile page's forms, drawn by the server, their code in a chunk of their own: every page of
 * the account route (sign-in, wishlist, trips…) would otherwise load the profile's dialog and forms
 * with its first scripts (decision 0012).
 */
export const ProfilePageLoader = dynamic(() => import('./ProfilePage').then((module) => module.ProfilePage));
