/**
 * Every page of the account route (sign-in, wishlist, booking lookup, trips, profile) shares that
 * route's first scripts (decision 0012): the profile's forms and its dialog are imported only when
 * the profile is shown (ProfilePageLoader's chunk), and even that chunk leaves zod's full API and
 * the contract to the first call that needs them (decision 0018). This follows the static imports
 * through the web's and the domain's own modules and names the file that would pull them in.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { staticImportGraphOf } from '../../../lib/static-import-graph';

const folder = dirname(fileURLToPath(import.meta.url));
const PROFILE_CODE = ['ProfilePage.tsx', 'PersonalDetailsForm.tsx', 'EmailAddressSection.tsx', 'DeleteAccountSection.tsx', 'profile-parts.tsx'].map((file) => `apps/web/screens/account/settings/${file}`);

describe('the profile out of the account route\'s first scripts', () => {
  it('the loader loads the profile\'s forms and dialog only when the page shows them', () => {
    const graph = staticImportGraphOf('apps/web/screens/account/settings/ProfilePageLoader.tsx');
    expect(graph.files.filter((file) => PROFILE_CODE.includes(file) || file === 'apps/web/components/ui/Dialog.tsx')).toEqual([]);
    expect(graph.packages.filter((specifier) => /^radix-ui|^react-hook-form|^zod$|^@escapade\/contracts\//.test(specifier))).toEqual([]);
  });

  it('the profile\'s chunk takes the contract with its first call: no zod, no contract module', () => {
    const graph = staticImportGraphOf('apps/web/screens/account/settings/ProfilePage.tsx');
    // The graph is followed at all: what the chunk does load is in it.
    expect(graph.files).toEqual(expect.arrayContaining([...PROFILE_CODE, 'apps/web/components/ui/Dialog.tsx', 'apps/web/lib/api/account-profile.ts']));
    expect(graph.packages).toContain('radix-ui');
    expect(graph.packages.filter((specifier) => /^zod$|^@escapade\/contracts\//.test(specifier))).toEqual([]);
  });

  it('the page itself is drawn by the server: its screen module is no client component', () => {
    expect(readFileSync(join(folder, 'profile-screen.tsx'), 'utf8')).not.toMatch(/^'use client';/m);
  });
});
