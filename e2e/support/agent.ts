/**
 * The customer care agent of the end-to-end suite: created with `npm run staff:add` on the suite's
 * data folder before the site starts (playwright.config.ts). Against a server already running
 * (`E2E_BASE_URL`), create it there the same way with these values.
 */
export const E2E_AGENT = {
  email: process.env.E2E_AGENT_EMAIL ?? 'agent@e2e.escapade.example',
  password: process.env.E2E_AGENT_PASSWORD ?? 'e2e agent password 2026',
  name: 'Agent E2E',
} as const;
