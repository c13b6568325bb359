import type { RecipeContent } from '@sous/contract/recipe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../platform/db/database';
import { migrateToLatest } from '../../platform/db/migrate';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import type { Actor, UserActor } from '../../http/actor';
import { createRecipesRepository, type RecipesRepository } from './recipes.repository';
import { createRecipesService, type RecipesService } from './recipes.service';

const content: RecipeContent = {
  name: 'Weeknight Chili',
  description: 'A thick, smoky chili.',
  cuisine: 'American',
  tags: ['dinner'],
  prepTime: '15 minutes',
  cookTime: '40 minutes',
  servings: 4,
  ingredients: [{ quantity: '1', unit: 'lb', name: 'ground beef' }],
  instructions: ['Brown the beef over medium-high heat, 6 to 8 minutes.'],
  nutritionFacts: { calories: 450, protein: 30, carbs: 25, fat: 22 },
};

describe('recipes service', () => {
  let database: TestDatabase;
  let db: Db;
  let repository: RecipesRepository;
  let service: RecipesService;
  let sequence = 0;

  async function insert(owner: { userId?: string; deviceKey?: string }, expiresAt = new Date(Date.now() + 48 * 3600_000).toISOString()) {
    sequence += 1;
    const id = `0190-${String(sequence).padStart(4, '0')}`;
    await repository.insertMany([
      { id, owner: { userId: owner.userId ?? null, deviceKey: owner.deviceKey ?? null }, content, source: 'generated', expiresAt },
    ]);
    return id;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    db = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await migrateToLatest(db);
    repository = createRecipesRepository(db);
    service = createRecipesService(repository, { deleteByPrefix: () => Promise.resolve() });
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  const user = (userId: string, deviceKey: string | null = null): UserActor => ({ kind: 'user', userId, email: null, tier: 'free', deviceKey, addressKey: '192.0.2.1' });
  const alice = user('alice', 'device-a');
  const bob = user('bob', 'device-b');
  const visitorA: Actor = { kind: 'visitor', deviceKey: 'device-a', addressKey: '192.0.2.1' };

  it("answers 404 for another user's recipe, for reading and writing alike", async () => {
    const id = await insert({ userId: 'alice' });
    await expect(service.get(bob, id)).rejects.toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    await expect(service.update(bob, id, { name: 'Mine now' })).rejects.toMatchObject({ statusCode: 404 });
    await expect(service.remove(bob, id)).rejects.toMatchObject({ statusCode: 404 });
    expect((await service.get(alice, id)).name).toBe('Weeknight Chili');
  });

  it('saves: isSaved true, expiresAt cleared, updatedAt set', async () => {
    const id = await insert({ userId: 'alice' });
    const before = await service.get(alice, id);
    await new Promise((resolve) => setTimeout(resolve, 5)); // so the update's time is later
    const saved = await service.update(alice, id, { isSaved: true });
    expect(saved).toMatchObject({ isSaved: true, expiresAt: null, userId: 'alice' });
    expect(saved.updatedAt > before.updatedAt).toBe(true);
  });

  it('edits content and keeps the rest', async () => {
    const id = await insert({ userId: 'alice' });
    const edited = await service.update(alice, id, { name: 'Sunday Chili', servings: 8, tags: ['dinner', 'batch'] });
    expect(edited).toMatchObject({ name: 'Sunday Chili', servings: 8, tags: ['dinner', 'batch'], cuisine: 'American' });
  });

  it('soft-deletes: the recipe leaves the list and then answers 404', async () => {
    const id = await insert({ userId: 'carol' });
    const carol = user('carol');
    expect((await service.list(user('carol'))).map((r) => r.id)).toEqual([id]);
    await service.update(carol, id, { isDeleted: true });
    expect(await service.list(user('carol'))).toEqual([]);
    await expect(service.get(carol, id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('lists newest first', async () => {
    const first = await insert({ userId: 'dave' });
    const second = await insert({ userId: 'dave' });
    expect((await service.list(user('dave'))).map((r) => r.id)).toEqual([second, first]);
  });

  it('lets the signed-in user on the same device claim an anonymous recipe, and nobody else', async () => {
    const id = await insert({ deviceKey: 'device-a' });
    expect((await service.get(visitorA, id)).userId).toBeNull();
    await expect(service.get(bob, id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(service.update(bob, id, { isSaved: true })).rejects.toMatchObject({ statusCode: 404 });
    const claimed = await service.update(alice, id, { isSaved: true, isDeleted: false });
    expect(claimed).toMatchObject({ userId: 'alice', isSaved: true, isDeleted: false });
    expect((await service.list(user('alice'))).map((r) => r.id)).toContain(id);
  });

  it('purges unsaved recipes whose time is up, never saved ones', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const expired = await insert({ userId: 'erin' }, past);
    const kept = await insert({ userId: 'erin' }, past);
    await repository.update(kept, { isSaved: true });
    expect(await service.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await repository.findById(expired)).toBeUndefined();
    expect(await repository.findById(kept)).toBeDefined();
  });

  it('a removed recipe waits a day for Undo, then is purged; listeners hear of it first, never of a soft delete', async () => {
    const removedIds: string[] = [];
    const files: string[] = [];
    const listened = createRecipesService(repository, { deleteByPrefix: (prefix) => { files.push(prefix); return Promise.resolve(); } });
    listened.onRemoved((recipeId) => {
      removedIds.push(recipeId);
      return Promise.resolve();
    });
    const frank = user('frank');
    const undone = await insert({ userId: 'frank' });
    const removed = await insert({ userId: 'frank' });
    for (const id of [undone, removed]) await listened.update(frank, id, { isSaved: true });

    const hours = (h: number) => new Date(Date.now() + h * 3600_000);
    const soft = await listened.update(frank, removed, { isDeleted: true });
    expect(soft.isDeleted).toBe(true);
    expect(Date.parse(soft.expiresAt ?? '')).toBeGreaterThan(hours(23.9).getTime());
    expect(Date.parse(soft.expiresAt ?? '')).toBeLessThanOrEqual(hours(24).getTime());
    await listened.update(frank, undone, { isDeleted: true });
    expect(await listened.update(frank, undone, { isDeleted: false })).toMatchObject({ isDeleted: false, isSaved: true, expiresAt: null });
    expect(removedIds).toEqual([]);

    await listened.purgeExpired(hours(23));
    expect(await repository.findById(removed)).toBeDefined();
    await listened.purgeExpired(hours(25));
    expect(await repository.findById(removed)).toBeUndefined();
    expect(await repository.findById(undone)).toBeDefined();
    expect(removedIds).toContain(removed);
    expect(removedIds).not.toContain(undone);
    expect(files).toContain(`recipes/${removed}/`);

    // Deleted for good at once: listeners first, then the row.
    await listened.remove(frank, undone);
    expect(removedIds.at(-1)).toBe(undone);
    expect(await repository.findById(undone)).toBeUndefined();
  });

  it('an unsaved recipe removed and restored keeps an expiry, a fresh 48 hours', async () => {
    const gina = user('gina');
    const id = await insert({ userId: 'gina' }, new Date(Date.now() + 3600_000).toISOString());
    expect(Date.parse((await service.update(gina, id, { isDeleted: true })).expiresAt ?? '')).toBeLessThanOrEqual(Date.now() + 3600_000);
    const restored = await service.update(gina, id, { isDeleted: false });
    expect(restored).toMatchObject({ isDeleted: false, isSaved: false });
    expect(Date.parse(restored.expiresAt ?? '')).toBeGreaterThan(Date.now() + 47 * 3600_000);
  });
});
