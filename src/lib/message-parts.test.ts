import { describe, expect, it } from 'vitest';
import { partOfFile, partsOfMessage } from './message-parts';

describe('the catalog parts', () => {
  it('puts a file in the most specific part that names it', () => {
    expect(partOfFile('src/features/vehicles/components/vehicle-card.tsx')).toBe('vehicles');
    expect(partOfFile('src/features/vehicles/components/more-filters.tsx')).toBe(
      'vehicles.more-filters',
    );
    expect(partOfFile('src/app/layout.tsx')).toBe('core');
    // Shared code only the advert pages show: their part, not every page's.
    expect(partOfFile('src/components/ui/gallery.tsx')).toBe('advert');
    expect(partOfFile('src/components/ui/pagination.tsx')).toBe('core');
    expect(partOfFile('src\\features\\orders\\orders-table.ts')).toBe('orders');
  });

  it('sends a message to every part that shows it, or to core when any shared code does', () => {
    expect([
      ...partsOfMessage([
        'src/features/vehicles/components/vehicle-card.tsx',
        'src/features/vehicles/components/vehicle-advert-page.tsx',
        'src/features/realty/components/realty-advert-page.tsx',
      ]),
    ]).toEqual(['vehicles', 'vehicles.advert', 'realty']);
    expect([
      ...partsOfMessage([
        'src/features/realty/realty-card.tsx',
        'src/components/ui/pagination.tsx',
      ]),
    ]).toEqual(['core']);
    expect([...partsOfMessage([])]).toEqual(['core']);
  });
});
