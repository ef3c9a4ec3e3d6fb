import { problemSchema } from '@escapade/contracts/problem';
import { activityTagsResponseSchema, themesResponseSchema } from '@escapade/contracts/themes';
import { FAMILY_THEME_ID } from '@escapade/domain/pax';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './helpers';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /api/themes', () => {
  it('lists the themes with id, name and slug; "Family theme id is 39"', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/themes?locale=fr_FR' });
    expect(response.statusCode).toBe(200);
    const themes = themesResponseSchema.parse(response.json());
    const rows = await app.db.selectFrom('theme').select(['id', 'name', 'slug']).where('parent_id', 'is', null).execute();
    expect(themes.map((t) => t.id).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id).sort((a, b) => a - b));
    const family = themes.find((t) => t.id === FAMILY_THEME_ID);
    expect(family).toBeDefined();
    const row = rows.find((r) => r.id === FAMILY_THEME_ID)!;
    expect(family).toEqual({ id: 39, name: row.name.fr, slug: row.slug.fr });
  });

  it("names the themes in the market's language", async () => {
    const read = async (locale: string) =>
      themesResponseSchema.parse((await app.inject({ method: 'GET', url: `/api/themes?locale=${locale}` })).json());
    const [french, dutch, belgianDutch] = await Promise.all([read('fr_BE'), read('nl_NL'), read('nl_BE')]);
    const row = await app.db.selectFrom('theme').select(['name']).where('id', '=', FAMILY_THEME_ID).executeTakeFirstOrThrow();
    expect(french.find((t) => t.id === FAMILY_THEME_ID)?.name).toBe(row.name.fr);
    expect(dutch.find((t) => t.id === FAMILY_THEME_ID)?.name).toBe(row.name.nl);
    expect(belgianDutch).toEqual(dutch);
  });

  it('excludes sub-themes, which only gift boxes use', async () => {
    const themes = themesResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/themes?locale=it_IT' })).json());
    const subthemes = await app.db.selectFrom('theme').select('id').where('parent_id', 'is not', null).execute();
    for (const { id } of subthemes) expect(themes.map((t) => t.id)).not.toContain(id);
  });

  it('answers 400 naming locale when it is missing or unknown', async () => {
    for (const url of ['/api/themes', '/api/themes?locale=en_US', '/api/activity-tags']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(problemSchema.parse(response.json()).field).toBe('locale');
    }
  });
});

describe('GET /api/activity-tags', () => {
  it('groups every tag under its group, named in the market language', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/activity-tags?locale=es_ES' });
    expect(response.statusCode).toBe(200);
    const groups = activityTagsResponseSchema.parse(response.json());
    const tags = await app.db
      .selectFrom('activity_tag as t')
      .innerJoin('activity_tag_group as g', 'g.id', 't.group_id')
      .select(['t.id', 't.name', 'g.name as group_name'])
      .execute();
    expect(groups.flatMap((g) => g.list).length).toBe(tags.length);
    for (const tag of tags) {
      const group = groups.find((g) => g.name === tag.group_name.es);
      expect(group?.list).toContainEqual({ id: tag.id, name: tag.name.es });
    }
  });
});
