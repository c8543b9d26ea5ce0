import { routeSizes, WIRE_ENCODING, wireBytes } from '../scripts/bundle-budget.mjs';
import { expect, test } from './fixtures';

const STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'dist';

test('the browser receives each route’s first load compressed, the bytes the budget counts', async ({
  page,
}) => {
  const received = new Map<string, { encoding: string | undefined; bytes: number }>();
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    void Promise.all([request.response(), request.sizes()]).then(([response, sizes]) => {
      received.set(path, {
        encoding: response?.headers()['content-encoding'],
        bytes: sizes.responseBodySize,
      });
    });
  });
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const orders = routeSizes(STATIC_DIR).find(({ route }) => route === '/orders');
  expect(orders).toBeDefined();
  const scripts = orders!.files.filter((name) => name.endsWith('.js'));
  await expect
    .poll(() =>
      ['/orders', '/api/ria/basket/orders', ...scripts.map((file) => `/${file}`)].every((path) =>
        received.has(path),
      ),
    )
    .toBe(true);
  for (const file of scripts) {
    const got = received.get(`/${file}`);
    expect(got, file).toBeDefined();
    expect(got!.encoding, file).toBe(WIRE_ENCODING);
    expect(got!.bytes, file).toBe(wireBytes(STATIC_DIR, file));
  }
  // The page itself, and the orders answer (far above the threshold), come compressed too.
  expect(received.get('/orders')?.encoding).toBe('br');
  expect(received.get('/api/ria/basket/orders')?.encoding).toBe('br');
});
