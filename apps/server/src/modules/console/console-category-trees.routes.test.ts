import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type CategoryPlacement,
  type CategoryTree,
  CONSOLE_CSRF_HEADER,
  categoryForestOf,
  categoryPlacementsOf,
  moveCategory,
  type OrganiserRole,
} from '@showfloor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showConfigFixture, sourceItem } from '../../testing/catalog-factories.js';
import { type ConsoleLogin, logInOrganiser } from '../../testing/console-organisers.js';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';
import { OrganiserRepository } from './organiser.repository.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const schedulesDir = path.resolve(repoRoot, '../shared/fixtures/schedules');
/** A real frab export: Chaos Communication Camp 2019, 79 sessions in 7 tracks. */
const CAMP = path.join(schedulesDir, 'c3voc-frab-camp2019.schedule.json');

const parent = (id: string) => ({ parent: { type: 'exhibitor_categories' as const, ids: [id] } });
const cats = (...ids: string[]) => ({ cats: { type: 'exhibitor_categories' as const, ids } });

/** The tree as an organiser reads it: one line per category, indented by its depth. */
function drawn(tree: CategoryTree): string[] {
  const depth = new Map<string | null, number>([[null, -1]]);
  return tree.categories.map(({ id, parentId, title }) => {
    const level = (depth.get(parentId) ?? -1) + 1;
    depth.set(id, level);
    return `${'  '.repeat(level)}${title}`;
  });
}

const placements = (tree: CategoryTree): CategoryPlacement[] =>
  tree.categories.map(({ id, parentId }) => ({ id, parentId }));

for (const driver of TEST_DRIVERS) {
  describe(`console category trees on ${driver}: read, rearranged and published`, () => {
    let test: TestApp;
    let organisers: OrganiserRepository;
    let editor: ConsoleLogin;
    let staff: ConsoleLogin;

    beforeAll(async () => {
      test = await openTestApp(driver);
      organisers = new OrganiserRepository(test.handle.db);
      await test.catalog.setConfig(showConfigFixture());
      await test.catalog.importItems([
        {
          items: [
            sourceItem('exhibitor_categories', 'robots', { fields: { title: 'Robots', lump: { rank: 1 } } }),
            sourceItem('exhibitor_categories', 'arms', { fields: { title: 'Arms' }, refs: parent('robots') }),
            sourceItem('exhibitor_categories', 'grippers', {
              fields: { title: 'Grippers' },
              refs: parent('robots'),
            }),
            sourceItem('exhibitor_categories', 'software', {
              fields: { title: 'Software', lump: { rank: 2 } },
            }),
            sourceItem('exhibitor_categories', 'sensors', {
              fields: { title: 'Sensors', lump: { rank: 3 } },
            }),
            sourceItem('exhibitors', 'acme', { fields: { title: 'Acme' }, refs: cats('arms') }),
            sourceItem('exhibitors', 'bolt', {
              fields: { title: 'Bolt' },
              refs: cats('grippers', 'sensors'),
            }),
          ],
        },
      ]);
      editor = await logInOrganiser(test.app, test.handle.db, 'editor@show.test', 'editor' as OrganiserRole);
      staff = await logInOrganiser(test.app, test.handle.db, 'staff@show.test', 'staff' as OrganiserRole);
    });
    afterAll(async () => {
      await test.close();
    });

    const read = async (): Promise<CategoryTree> =>
      (
        await test.app.inject({
          url: '/console/api/categories/exhibitor_categories',
          headers: { cookie: staff.cookie },
        })
      ).json();
    const save = (
      who: ConsoleLogin,
      payload: { version: string; categories: CategoryPlacement[] },
      csrf = who.session.csrfToken,
    ) =>
      test.app.inject({
        method: 'PUT',
        url: '/console/api/categories/exhibitor_categories',
        payload,
        headers: { cookie: who.cookie, [CONSOLE_CSRF_HEADER]: csrf },
      });

    it('shows any organiser the tree in the app’s order, and only for a category type', async () => {
      expect(drawn(await read())).toEqual(['Robots', '  Arms', '  Grippers', 'Software', 'Sensors']);
      const sessions = await test.app.inject({
        url: '/console/api/categories/events',
        headers: { cookie: staff.cookie },
      });
      expect(sessions.statusCode).toBe(400);
      expect(sessions.json().field).toBe('type');
    });

    it('saves a rearranged tree, audits what moved, and the next publish shows the new order and nesting', async () => {
      const tree = await read();
      // Sensors goes up to the top; Grippers moves out of Robots and into Software.
      let forest = categoryForestOf(placements(tree));
      forest = moveCategory(forest, 'sensors', 'up');
      forest = moveCategory(forest, 'sensors', 'up');
      forest = moveCategory(forest, 'grippers', 'out');
      forest = moveCategory(forest, 'grippers', 'down');
      forest = moveCategory(forest, 'grippers', 'in');
      const saved = await save(editor, { version: tree.version, categories: categoryPlacementsOf(forest) });
      expect(saved.statusCode).toBe(200);
      expect(drawn(saved.json())).toEqual(['Sensors', 'Robots', '  Arms', 'Software', '  Grippers']);
      expect(drawn(await read())).toEqual(drawn(saved.json()));
      const [entry] = await organisers.auditEntries(1);
      expect(entry).toMatchObject({
        actor: 'editor@show.test',
        action: 'categories.save',
        detail: {
          type: 'exhibitor_categories',
          reparented: [{ id: 'grippers', from: 'robots', to: 'software' }],
          reordered: [null],
        },
      });

      await test.publishing.publish();
      const bundle = (await test.app.inject({ url: '/offline/db_eng.json' })).json();
      const table = bundle.data.exhibitor_categories;
      const column = (name: string) => table.fields.indexOf(name);
      const rows: unknown[][] = table.rows;
      const idOf = (originalId: string) =>
        rows.find((row) => row[column('original_id')] === originalId)?.[column('id')];
      const rowOf = (originalId: string) =>
        rows.find((row) => row[column('original_id')] === originalId) ?? [];
      const top = rows.filter((row) => row[column('parent_id')] == null);
      // The category filter draws the top level by rank: Sensors, Robots, Software.
      const ranked = top
        .map((row) => ({ title: row[column('title')], rank: (row[column('lump')] as { rank: number }).rank }))
        .sort((left, right) => left.rank - right.rank)
        .map((row) => row.title);
      expect(ranked).toEqual(['Sensors', 'Robots', 'Software']);
      expect(rowOf('grippers')[column('parent_id')]).toBe(idOf('software'));
      expect(rowOf('grippers')[column('parent_ids')]).toEqual([idOf('software')]);
      expect(rowOf('software')[column('cats')]).toEqual([idOf('grippers')]);
      expect(rowOf('robots')[column('cats')]).toEqual([idOf('arms')]);
      expect(rowOf('robots')[column('descendants_cat_ids')]).toEqual([idOf('arms')]);
      // Bolt, in Grippers, now counts under Software, no longer under Robots.
      expect(rowOf('software')[column('counter')]).toBe(1);
      expect(rowOf('robots')[column('counter')]).toBe(1);
    });

    it('refuses a tree read before another save, naming nothing written', async () => {
      const stale = await read();
      const first = await save(editor, {
        version: stale.version,
        categories: categoryPlacementsOf(moveCategory(categoryForestOf(placements(stale)), 'robots', 'down')),
      });
      expect(first.statusCode).toBe(200);
      const second = await save(editor, {
        version: stale.version,
        categories: categoryPlacementsOf(moveCategory(categoryForestOf(placements(stale)), 'arms', 'out')),
      });
      expect(second.statusCode).toBe(409);
      expect(second.json().error).toBe('CHANGED');
      expect(drawn(await read())).toEqual(['Sensors', 'Software', '  Grippers', 'Robots', '  Arms']);
    });

    it('names the category of a bad tree and writes nothing', async () => {
      const tree = await read();
      const [entry] = await organisers.auditEntries(1);
      const cycle = placements(tree).map((placement) =>
        placement.id === 'robots' ? { id: 'robots', parentId: 'arms' } : placement,
      );
      const cycled = await save(editor, { version: tree.version, categories: cycle });
      expect(cycled.statusCode).toBe(400);
      expect(cycled.json()).toMatchObject({
        field: `categories.${cycle.findIndex((placement) => placement.id === 'robots')}.parentId`,
        message: 'robots would be inside its own branch (robots > arms > robots)',
      });
      const stranger = await save(editor, {
        version: tree.version,
        categories: [...placements(tree), { id: 'acme', parentId: null }],
      });
      expect(stranger.statusCode).toBe(400);
      expect(stranger.json().message).toBe('acme is not a category of this type');
      const missing = await save(editor, { version: tree.version, categories: placements(tree).slice(1) });
      expect(missing.json().message).toBe(`category ${tree.categories[0]?.id} is missing from the tree`);
      expect(await read()).toEqual(tree);
      expect((await organisers.auditEntries(1))[0]).toEqual(entry);
    });

    it('saves a tree of a thousand categories, larger than an ordinary request', async () => {
      const names = Array.from(
        { length: 1_000 },
        (_, index) => `sector-${String(index).padStart(4, '0')}-${'x'.repeat(60)}`,
      );
      await test.catalog.importItems([
        { items: names.map((name) => sourceItem('service_categories', name, { fields: { title: name } })) },
      ]);
      const url = '/console/api/categories/service_categories';
      const tree: CategoryTree = (await test.app.inject({ url, headers: { cookie: staff.cookie } })).json();
      // Each category into the one before it: a thousand levels deep.
      const categories = placements(tree).map(({ id }, index) => ({
        id,
        parentId: names[index - 1] ?? null,
      }));
      expect(JSON.stringify({ version: tree.version, categories }).length).toBeGreaterThan(64 * 1024);
      const saved = await test.app.inject({
        method: 'PUT',
        url,
        payload: { version: tree.version, categories },
        headers: { cookie: editor.cookie, [CONSOLE_CSRF_HEADER]: editor.session.csrfToken },
      });
      expect(saved.statusCode).toBe(200);
      expect((saved.json() as CategoryTree).categories.at(-1)?.parentId).toBe(names.at(-2));
    });

    it('lets staff read the tree but not save it, and refuses a save without the CSRF token', async () => {
      const tree = await read();
      const moved = categoryPlacementsOf(moveCategory(categoryForestOf(placements(tree)), 'arms', 'out'));
      expect((await save(staff, { version: tree.version, categories: moved })).statusCode).toBe(403);
      expect((await save(editor, { version: tree.version, categories: moved }, 'forged')).statusCode).toBe(
        403,
      );
      expect(await read()).toEqual(tree);
    });
  });

  describe(`console category trees on ${driver}: the tracks of a real programme`, () => {
    if (!existsSync(CAMP)) {
      it('fixtures folder absent: the real programme’s tracks are not checked', () => {
        console.warn(`fixtures folder absent (${schedulesDir}): the real programme’s tracks are not checked`);
        expect(existsSync(CAMP)).toBe(false);
      });
      return;
    }
    let test: TestApp;
    let editor: ConsoleLogin;

    beforeAll(async () => {
      test = await openTestApp(driver);
      editor = await logInOrganiser(test.app, test.handle.db, 'editor@show.test', 'editor' as OrganiserRole);
    });
    afterAll(async () => {
      await test.close();
    });

    const headers = () => ({ cookie: editor.cookie, [CONSOLE_CSRF_HEADER]: editor.session.csrfToken });
    /** The programme imported as `showfloor import` and the console's "Apply" import it. */
    async function importCamp(): Promise<void> {
      const upload = await test.app.inject({
        method: 'POST',
        url: '/console/api/content/uploads?name=camp2019.json',
        payload: await readFile(CAMP),
        headers: { ...headers(), 'content-type': 'application/octet-stream' },
      });
      expect(upload.statusCode).toBe(200);
      const { uploadId, sha256 } = upload.json();
      const applied = await test.app.inject({
        method: 'POST',
        url: '/console/api/content/apply',
        payload: { uploadId, sha256, skipBadRows: true },
        headers: headers(),
      });
      expect(applied.statusCode).toBe(200);
    }
    const read = async (): Promise<CategoryTree> =>
      (await test.app.inject({ url: '/console/api/categories/event_categories', headers: headers() })).json();

    it('shows the programme’s tracks as the top of the tree; a move saved is undone by a new import', async () => {
      await importCamp();
      const tree = await read();
      const tracks = [
        'Art & Culture',
        'CCC',
        'Entertainment',
        'Ethics, Society & Politics',
        'Hardware & Making',
        'Science',
        'Security',
      ];
      expect(tree.categories.map((category) => category.title).sort()).toEqual(tracks);
      expect(tree.categories.every((category) => category.parentId === null)).toBe(true);
      expect(tree.categories.every((category) => category.source !== null)).toBe(true);

      const [firstTrack, secondTrack] = tree.categories;
      const nested = categoryPlacementsOf(
        moveCategory(categoryForestOf(placements(tree)), secondTrack?.id ?? '', 'in'),
      );
      const saved = await test.app.inject({
        method: 'PUT',
        url: '/console/api/categories/event_categories',
        payload: { version: tree.version, categories: nested },
        headers: headers(),
      });
      expect(saved.statusCode).toBe(200);
      expect(drawn(saved.json()).slice(0, 2)).toEqual([firstTrack?.title, `  ${secondTrack?.title}`]);

      await importCamp();
      expect(drawn(await read())).toEqual(drawn(tree));
    });
  });
}
