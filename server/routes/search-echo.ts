/**
 * The live search form's `result.additional.search_params` (live/search.json, LIVE-2026.md):
 * `all`, every parameter with the value the search used, defaults included; `cleaned`, what the
 * caller set. Clients read `cleaned` to learn that a filter was applied (a make search whose
 * `cleaned.marka_id` is empty counts as ignored), so each holds the values after decoding:
 * a legacy `order_by=1` shows as 2, `raceInt` as `raceFrom`/`raceTo`, `countpage` as clamped.
 */
import {
  CONDITION_TO_VIDEO,
  effectivePageSize,
  ENGINE,
  MAKE_MEMBERS,
  MILEAGE_TO_SEATS,
  PERIOD_TO_VIDEO,
  PRICE_AND_DEAL,
  REGION_MEMBERS,
  type IndexedValue,
  type VehicleSearchQuery,
} from '../../src/api/contracts/vehicle-search-query';
import type { SearchParamValue, SearchParams } from '../../src/api/contracts/vehicle-search-live';

const values = (list: readonly IndexedValue[] | undefined) => (list ?? []).map((e) => e.value);

/** The parameters a query sets, by API name, lists as arrays (in row order). */
function setParameters(q: VehicleSearchQuery): Record<string, SearchParamValue> {
  const out: Record<string, SearchParamValue> = {};
  const put = (name: string, value: SearchParamValue | undefined) => {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) return;
    out[name] = value;
  };
  const rows = (key: (typeof MAKE_MEMBERS)[number]) =>
    q.makes.flatMap((row) => (row[key] === undefined ? [] : [row[key]]));
  put('category_id', q.category_id);
  put('bodystyle', values(q.bodystyle));
  for (const member of MAKE_MEMBERS) put(member, rows(member));
  for (const name of PRICE_AND_DEAL) put(name, q[name]);
  if (q.exchange_marka_id !== undefined || q.exchange_model_id !== undefined) {
    out.exchange_filter = {
      ...(q.exchange_marka_id !== undefined ? { marka_id: q.exchange_marka_id } : {}),
      ...(q.exchange_model_id !== undefined ? { model_id: q.exchange_model_id } : {}),
    };
  }
  for (const member of REGION_MEMBERS)
    put(
      member,
      q.regions.flatMap((row) => (row[member] === undefined ? [] : [row[member]])),
    );
  put('abroad', q.abroad);
  put('custom', q.custom);
  put('auto_options', [...q.auto_options]);
  put('type', values(q.fuels));
  put('gearbox', values(q.gearboxes));
  for (const name of ENGINE) put(name, q[name]);
  put('drive_id', values(q.drives));
  for (const name of MILEAGE_TO_SEATS) put(name, q[name]);
  put('color_id', values(q.colors));
  for (const name of CONDITION_TO_VIDEO) put(name, q[name]);
  put('fuelRatesType', q.fuelRatesType);
  for (const name of PERIOD_TO_VIDEO) put(name, q[name]);
  put('order_by', q.order_by);
  put('page', q.page);
  if (q.countpage !== undefined) out.countpage = effectivePageSize(q.countpage);
  return out;
}

export function searchParamsEcho(q: VehicleSearchQuery): SearchParams {
  const given = setParameters(q);
  const countpage = effectivePageSize(q.countpage);
  const all: Record<string, SearchParamValue> = {};
  for (const [name, value] of Object.entries(given)) {
    if (name === 'currency' || name === 'abroad' || name === 'order_by' || name === 'countpage')
      continue;
    all[name] = value;
    // The live answer lists a make's models beside it, empty when none was chosen.
    if (name === 'marka_id') all.model_id = given.model_id ?? [];
  }
  all.currency = given.currency ?? 1;
  all.abroad = given.abroad ?? false;
  all.searchType = 1;
  all.order_by = given.order_by ?? 0;
  all.countpage = countpage;
  return { all, cleaned: { ...given, countpage, searchType: 1, lang_id: '4' } };
}
