import { INVENTORY_CATEGORIES, INVENTORY_SERVER_MESSAGES, INVENTORY_UNITS, type InventoryItem, type ScanStatusResponse } from '@sous/contract/inventory';
import { RECEIPT_CASES } from '@sous/kitchen/receipt/fixtures/receipts';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories';
import { scanCalls } from '../../test/inventory';
import { storedKeys } from '../../test/media';
import { must } from '../../test/must';
import { hasImagePart, STUB_VISION_ITEMS, useOpenAiStub } from '../../test/openai-stub';
import { renderRecipeCard } from '../../test/recipe-cards';
import { useTestApp } from '../../test/test-app';
import { useTestWorker } from '../../test/test-worker';
import { waitFor } from '../../test/wait-for';

/** Scans with AI_PROVIDER=openai and OPENAI_VISION_MODEL: the photo goes to the model (the local stub) before OCR. */
const openAi = useOpenAiStub({ AI_PROVIDER: 'openai', OPENAI_MODEL: 'stub-writer', OPENAI_VISION_MODEL: 'stub-vision', OPENAI_API_KEY: 'sk-test' });
const t = useTestApp(openAi.settings);
useTestWorker(t);
beforeEach(() => {
  openAi.stub.reset();
});
const OCR_MS = 90_000;

const itemsOf = async (user: TestUser) => (await t.app.inject({ url: '/api/inventory', headers: user.headers })).json<{ items: InventoryItem[] }>().items;
const visionRequests = () => openAi.stub.requests.filter((request) => hasImagePart(request.body));
const fridgePhoto = (width = 2400, height = 1600) => sharp({ create: { width, height, channels: 3, background: '#dfe8ee' } }).jpeg().toBuffer();
const answer = (items: unknown) => ({ content: JSON.stringify({ items }) });

async function scan(user: TestUser, photo: Buffer, ms = 20_000): Promise<ScanStatusResponse> {
  const { scanId, upload } = await scanCalls(t.app).upload(user, photo);
  expect(upload.statusCode, upload.body).toBe(201);
  return waitFor(
    async () => {
      const status = (await scanCalls(t.app).status(user, scanId)).json<ScanStatusResponse>();
      return status.status === 'completed' || status.status === 'failed' ? status : null;
    },
    ms,
    'the scan to end',
  );
}

describe('scanning a pantry photo with a vision model', () => {
  it("adds the model's items, merged with an item of the same food, and asks with a small JPEG and a strict format", async () => {
    const cook = await buildUser(t.app);
    const eggs = await t.app.inject({ method: 'POST', url: '/api/inventory', headers: cook.headers, payload: { itemName: 'eggs', quantity: 6, category: 'Dairy' } });
    expect(eggs.statusCode).toBe(201);
    const status = await scan(cook, await fridgePhoto());
    expect(status).toMatchObject({ status: 'completed', itemsCount: STUB_VISION_ITEMS.length, error: null });

    const items = await itemsOf(cook);
    expect(items.filter((item) => item.itemName.toLowerCase() === 'eggs')).toEqual([expect.objectContaining({ quantity: 18, unit: 'pcs', foodId: 'egg' }) as unknown]);
    expect(items.find((item) => item.itemName === 'Whole milk')).toMatchObject({ quantity: 1, unit: 'l', category: 'Dairy', foodId: 'milk' });
    expect(items.find((item) => item.itemName === 'Baby spinach')).toMatchObject({ quantity: 200, unit: 'g', category: 'Produce', foodId: 'spinach' });
    // A catalog food takes the catalog's category, as a receipt's does.
    expect(items.find((item) => item.itemName === 'Sriracha')).toMatchObject({ category: 'Other', foodId: 'sriracha' });
    expect(items).toHaveLength(STUB_VISION_ITEMS.length);
    expect(storedKeys(t.app, `scans/${status.scanId}/`)).toEqual([]);

    const [request] = visionRequests();
    const body = must(request, 'the vision request').body as {
      model: string;
      messages: { role: string; content: string | { type: string; text?: string; image_url?: { url: string } }[] }[];
      response_format: { type: string; json_schema: { strict: boolean; schema: { properties: { items: { items: { properties: Record<string, { enum?: string[] }> } } } } } };
    };
    expect(must(request, 'the request').headers.authorization).toBe('Bearer sk-test');
    expect(body.model).toBe('stub-vision');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.strict).toBe(true);
    const itemSchema = body.response_format.json_schema.schema.properties.items.items.properties;
    expect(itemSchema.unit?.enum).toEqual([...INVENTORY_UNITS]);
    expect(itemSchema.category?.enum).toEqual([...INVENTORY_CATEGORIES]);
    const parts = body.messages.flatMap((message) => (Array.isArray(message.content) ? message.content : []));
    const url = must(parts.find((part) => part.type === 'image_url')?.image_url?.url, 'the image part');
    expect(url.startsWith('data:image/jpeg;base64,')).toBe(true);
    const sent = await sharp(Buffer.from(url.slice('data:image/jpeg;base64,'.length), 'base64')).metadata();
    expect([sent.format, sent.width, sent.height]).toEqual(['jpeg', 1280, 853]);
  });

  it('drops the bad values of an answer and keeps the rest', async () => {
    const cook = await buildUser(t.app);
    openAi.stub.enqueueVision(
      answer([
        { name: 'Cheddar cheese', quantity: 8, unit: 'oz', category: 'Dairy' },
        { name: '<img src=x onerror=alert(1)>', quantity: 1, unit: 'pcs', category: 'Other' },
        { name: 'Butter &lt;b&gt;', quantity: 1, unit: 'pcs', category: 'Dairy' },
        { name: 'x'.repeat(81), quantity: 1, unit: 'pcs', category: 'Other' },
        { name: '   ', quantity: 1, unit: 'pcs', category: 'Other' },
        { name: 'Apples', quantity: 0, unit: 'pcs', category: 'Produce' },
        { name: 'Pears', quantity: -2, unit: 'pcs', category: 'Produce' },
        { name: 'Plums', quantity: '3', unit: 'pcs', category: 'Produce' },
        { name: 'Lemons', quantity: 3, unit: 'bushel', category: 'Produce' },
        { name: 'Limes', quantity: 3, unit: 'pcs', category: 'Weapons' },
        { name: 'Paper towels', quantity: 2, unit: 'pcs', category: 'Other' },
        'Bananas',
        null,
        { name: 'Rice', quantity: 1e12, unit: 'g', category: 'Grains & Bread' },
        { name: 'Gre\u0000ek\u202E yogurt\n', quantity: 2, unit: 'cup', category: 'Dairy', note: 'ignored' },
        ...Array.from({ length: 80 }, (_, index) => ({ name: `Jar ${index + 1}`, quantity: 1, unit: 'pcs', category: 'Other' })),
      ]),
    );
    const status = await scan(cook, await fridgePhoto(800, 600));
    const items = await itemsOf(cook);
    const names = items.map((item) => item.itemName);
    expect(items.find((item) => item.itemName === 'Cheddar cheese')).toMatchObject({ quantity: 8, unit: 'oz', category: 'Dairy', foodId: 'cheddar' });
    expect(items.find((item) => item.itemName === 'Rice')).toMatchObject({ quantity: 100_000, unit: 'g' });
    expect(items.find((item) => item.itemName === 'Greek yogurt')).toMatchObject({ quantity: 2, unit: 'cup', foodId: 'greek-yogurt' });
    // At most 60 good items are read from one answer (paper towels among them, then refused as no food).
    expect(names.filter((name) => name.startsWith('Jar '))).toHaveLength(60 - 4);
    expect(names.filter((name) => !name.startsWith('Jar ')).sort()).toEqual(['Cheddar cheese', 'Greek yogurt', 'Rice']);
    expect(status).toMatchObject({ status: 'completed', itemsCount: items.length, error: null });
    for (const name of names) expect(name).not.toMatch(/[<>&\p{Cc}\p{Cf}]/u);
  });

  it('a malformed answer falls back to OCR of the receipt', { timeout: OCR_MS }, async () => {
    const cook = await buildUser(t.app);
    openAi.stub.enqueueVision({ content: 'Sure! Here are your items: eggs, milk' });
    const receipt = must(RECEIPT_CASES.find((entry) => entry.id === 'farmers-market'), 'the receipt');
    const status = await scan(cook, await renderRecipeCard(receipt.text, { format: 'jpeg', font: 'serif' }), OCR_MS - 10_000);
    expect(status).toMatchObject({ status: 'completed', itemsCount: receipt.expected.length, error: null });
    expect(visionRequests()).toHaveLength(1);
    expect((await itemsOf(cook)).find((item) => item.itemName === 'Goat cheese')).toMatchObject({ quantity: 4, unit: 'oz', category: 'Dairy' });
  });

  it.each([
    ['an error status', { status: 500, rawBody: '{"error":{"message":"overloaded"}}' }],
    ['an answer of another shape', { content: JSON.stringify([{ name: 'Eggs', quantity: 1, unit: 'pcs', category: 'Dairy' }]) }],
    ['an answer cut off', { content: '{"items": [{"name": "Eg', finishReason: 'length' as const }],
    ['an empty list', answer([])],
  ])('%s falls back to OCR (a photo without a receipt completes with 0 items)', { timeout: OCR_MS }, async (_name, reply) => {
    const cook = await buildUser(t.app);
    openAi.stub.enqueueVision(reply);
    const status = await scan(cook, await fridgePhoto(800, 600), OCR_MS - 10_000);
    expect(status).toMatchObject({ status: 'completed', itemsCount: 0, error: INVENTORY_SERVER_MESSAGES.noReceipt });
    expect(visionRequests()).toHaveLength(1);
    expect(await itemsOf(cook)).toEqual([]);
  });
});
