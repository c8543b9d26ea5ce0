/**
 * The message catalog in parts, so that a page downloads only the translations it shows: `core`
 * (the layout and the shared widgets: every page) and the parts below, each loaded with the
 * code that shows it (a page's route, or a panel loaded apart from its page).
 *
 * A message goes where the code uses it (the `#:` origins `lingui extract` writes): in the part
 * of each file that uses it, a file's part being the longest prefix below that names it; a
 * message that any file outside these parts uses is core. One .po file per language stays
 * the translators' (scripts/vite-lingui-scopes.ts cuts it at build time).
 */
export const MESSAGE_PARTS = {
  // The start page's descriptions of the pages: no other page shows them.
  home: ['src/app/routes/home.tsx'],
  // What both advert pages show (the layout, the photo gallery): no search page shows it.
  advert: ['src/components/advert-page.tsx', 'src/components/ui/gallery.tsx'],
  vehicles: ['src/features/vehicles/'],
  'vehicles.more-filters': [
    'src/features/vehicles/components/more-filters.tsx',
    'src/features/vehicles/more-filter-chips.ts',
  ],
  'vehicles.delete': ['src/features/vehicles/components/delete-advert-dialog.tsx'],
  // What a pasted link's conversion says: loaded with its code when the field is first used.
  'vehicles.paste': ['src/features/vehicles/components/convert-link.ts'],
  'vehicles.market-price': ['src/features/vehicles/components/market-price-panel.tsx'],
  // An advert's page: the search's first load does not carry its words.
  'vehicles.advert': ['src/features/vehicles/components/vehicle-advert-page.tsx'],
  realty: ['src/features/realty/'],
  orders: ['src/features/orders/'],
  converter: ['src/features/converter/'],
  'sign-in': ['src/features/sign-in/'],
} as const satisfies Record<string, readonly string[]>;

export type MessagePart = keyof typeof MESSAGE_PARTS;
export type CatalogPart = 'core' | MessagePart;

const PREFIXES = (Object.entries(MESSAGE_PARTS) as [MessagePart, readonly string[]][])
  .flatMap(([part, prefixes]) => prefixes.map((prefix) => ({ part, prefix })))
  .sort((a, b) => b.prefix.length - a.prefix.length);

/** The part of one source file: the longest prefix that names it, else core. */
export function partOfFile(file: string): CatalogPart {
  const path = file.replaceAll('\\', '/');
  return PREFIXES.find(({ prefix }) => path.startsWith(prefix))?.part ?? 'core';
}

/** The parts a message with these origins goes in: core alone if any of them is core. */
export function partsOfMessage(origins: readonly string[]): Set<CatalogPart> {
  const parts = new Set(origins.map(partOfFile));
  return parts.has('core') || parts.size === 0 ? new Set(['core']) : parts;
}
