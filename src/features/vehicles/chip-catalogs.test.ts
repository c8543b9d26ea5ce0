import '../../test/english';
import { describe, expect, it } from 'vitest';
import { parseQueryString } from '../../api/contracts/query-codec';
import { decodeVehicleSearch } from '../../api/contracts/vehicle-search-query';
import { catalogNames, chipCatalogPaths } from './chip-catalogs';
import { describeFilters } from './vehicle-filter-chips';

/** The chips of `link`, named from the catalogs chipCatalogPaths lists and no others. */
function chipsOf(link: string) {
  const { query, issues, unknown } = decodeVehicleSearch(parseQueryString(link));
  expect([...issues, ...unknown]).toEqual([]);
  const paths = chipCatalogPaths(query);
  const names = catalogNames(query, (path, id) =>
    paths.includes(path) ? `${path}#${id}` : `#${id}`,
  );
  return { paths, labels: describeFilters(query, names).map((chip) => chip.label) };
}

describe('chipCatalogPaths', () => {
  it('lists every catalog the chips of a search name things from', () => {
    const { paths, labels } = chipsOf(
      [
        'category_id=2&marka_id[0]=9&model_id[0]=96&brandOrigin[0]=276&marka_id[1]=79',
        'state[0]=10&city[0]=10&state[1]=5&bodystyle[0]=3&type[0]=1&gearbox[0]=2',
        'auto_options[477]=477&drive_id[0]=1&color_id[0]=2&matched_country=276',
        'with_exchange=1&exchange_filter[marka_id]=79&exchange_filter[model_id]=703',
      ].join('&'),
    );
    // Every named chip found its name in a listed catalog.
    expect(labels.length).toBeGreaterThan(10);
    for (const label of labels) expect(label).not.toMatch(/(^|\s|: |, )#\d/);
    expect(paths).toEqual([
      '/auto/categories',
      '/auto/categories/2/marks',
      '/auto/categories/2/marks/9/models',
      '/auto/categories/2/marks/79/models',
      '/auto/countries',
      '/auto/states',
      '/auto/states/10/cities',
      '/auto/categories/2/bodystyles',
      '/auto/type',
      '/auto/categories/2/gearboxes',
      '/auto/categories/2/options',
      '/auto/categories/2/driverTypes',
      '/auto/colors',
    ]);
  });

  it('lists none for a search whose chips name nothing from a catalog', () => {
    expect(chipsOf('price_ot=1000&currency=1&abroad=2').paths).toEqual([]);
    // A make's chip reads the makes of cars when no category is asked for.
    expect(chipsOf('marka_id[0]=79').paths).toEqual(['/auto/categories/1/marks']);
  });
});
