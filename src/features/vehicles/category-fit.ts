/**
 * Which chosen filters a vehicle category offers. Makes and their models, body styles,
 * gearboxes, options and drive types are catalogs of a category (`/auto/categories/:cat/…`);
 * fuels, colours and countries are the same for all. A choice whose id the category's catalog
 * lacks does not belong to it ("Sedan" for motorcycles): the form drops it when the category
 * changes, and a link's is named and noticed (CONTRACT.md, the vehicle page's category). Pure.
 */
import * as routes from '../../api/contracts/catalog-routes';
import type { CatalogItem } from '../../api/contracts/catalogs';
import { routePath } from '../../api/contracts/route';
import type { VehicleFormValues } from './vehicle-search-params';

/** A chosen value that the category does not offer; a make's row goes with its index. */
export type Misfit =
  | { readonly kind: 'make'; readonly row: number; readonly make: number; readonly model?: number }
  | { readonly kind: 'model'; readonly row: number; readonly make: number; readonly model: number }
  | {
      readonly kind: 'bodystyles' | 'gearboxes' | 'options' | 'drives';
      readonly id: number;
    };

type ListField = Extract<Misfit, { id: number }>['kind'];
const LISTS = ['bodystyles', 'gearboxes', 'options', 'drives'] as const satisfies ListField[];

/** A catalog by its path, or undefined while it is not in. */
export type ReadCatalog = (path: string) => readonly CatalogItem[] | undefined;

function listPath(field: ListField, category: number): string {
  const route = {
    bodystyles: routes.bodystyles,
    gearboxes: routes.gearboxes,
    options: routes.options,
    drives: routes.driverTypes,
  }[field];
  return routePath(route, { category });
}

const marksPath = (category: number) => routePath(routes.marks, { category });
const modelsPath = (category: number, mark: number) => routePath(routes.models, { category, mark });

/** The catalogs of `category` that the form's chosen values are looked up in. */
export function categoryCatalogPaths(values: VehicleFormValues, category: number): string[] {
  const paths: string[] = [];
  const chosen = values.makes.filter((row) => row.make);
  if (chosen.length > 0) paths.push(marksPath(category));
  for (const make of new Set(chosen.filter((row) => row.model).map((row) => Number(row.make))))
    paths.push(modelsPath(category, make));
  for (const field of LISTS) if (values[field].length > 0) paths.push(listPath(field, category));
  return paths;
}

/**
 * The chosen values that `category`'s catalogs lack. A catalog not in yet (or that failed)
 * keeps its values: only what is known not to belong goes. A make that goes takes its model.
 */
export function misfits(values: VehicleFormValues, category: number, read: ReadCatalog): Misfit[] {
  const lacks = (path: string, id: number) => {
    const items = read(path);
    return items !== undefined && !items.some((item) => item.value === id);
  };
  const gone: Misfit[] = [];
  values.makes.forEach((row, index) => {
    if (!row.make) return;
    const make = Number(row.make);
    const model = row.model ? Number(row.model) : undefined;
    if (lacks(marksPath(category), make)) {
      gone.push({ kind: 'make', row: index, make, ...(model ? { model } : {}) });
    } else if (model && lacks(modelsPath(category, make), model)) {
      gone.push({ kind: 'model', row: index, make, model });
    }
  });
  for (const field of LISTS) {
    for (const id of values[field]) {
      if (lacks(listPath(field, category), Number(id))) gone.push({ kind: field, id: Number(id) });
    }
  }
  return gone;
}

/** The lists (body styles, gearboxes…) without their misfits: only the lists that change. */
export function keptLists(
  values: VehicleFormValues,
  gone: readonly Misfit[],
): Partial<Pick<VehicleFormValues, ListField>> {
  const kept: Partial<Pick<VehicleFormValues, ListField>> = {};
  for (const field of LISTS) {
    const out = new Set(gone.flatMap((m) => (m.kind === field ? [String(m.id)] : [])));
    if (out.size > 0) kept[field] = values[field].filter((id) => !out.has(id));
  }
  return kept;
}

/** The catalogs of `category` that name the misfits. */
export function misfitNamePaths(gone: readonly Misfit[], category: number): string[] {
  const paths = new Set<string>();
  for (const misfit of gone) {
    if (misfit.kind === 'make' || misfit.kind === 'model') {
      paths.add(marksPath(category));
      if (misfit.model) paths.add(modelsPath(category, misfit.make));
    } else {
      paths.add(listPath(misfit.kind, category));
    }
  }
  return [...paths];
}

/** A misfit's name in `category`'s catalogs ("Toyota Camry", "Sedan"), or its number. */
export function misfitName(misfit: Misfit, category: number, read: ReadCatalog): string {
  const name = (path: string, id: number) =>
    read(path)?.find((item) => item.value === id)?.name ?? `#${id}`;
  if (misfit.kind === 'make') {
    const make = name(marksPath(category), misfit.make);
    return misfit.model ? `${make} ${name(modelsPath(category, misfit.make), misfit.model)}` : make;
  }
  if (misfit.kind === 'model') return name(modelsPath(category, misfit.make), misfit.model);
  return name(listPath(misfit.kind, category), misfit.id);
}

/**
 * Where an id missing from a category's catalog may be named: the same catalog of passenger
 * cars, the category a link's filters most often come from (`/auto/categories/2/bodystyles` →
 * `/auto/categories/1/bodystyles`). Undefined for cars and for catalogs of no category.
 */
export function carsPath(path: string, category: number): string | undefined {
  const prefix = `/auto/categories/${category}/`;
  if (category === 1 || !path.startsWith(prefix)) return undefined;
  return `/auto/categories/1/${path.slice(prefix.length)}`;
}
