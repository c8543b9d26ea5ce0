export declare const BUDGET_BYTES: number;
export declare const PROXY_BUDGET_BYTES: number;
export declare const ENTRY_BUDGET_BYTES: number;
export declare function inPage(file: string): boolean;
export declare const START_MODULE: string;
export declare const ROUTE_MODULES: Readonly<Record<string, readonly string[]>>;
export declare const WIRE_ENCODING: 'br';
export declare const ROUTE_MESSAGES: Readonly<Record<string, readonly string[]>>;
export declare function messageModules(route: string, language: string): string[];
export declare function wireBytes(dist: string, file: string): number;
export declare const PROXY_MODULES: readonly string[];
export declare const PROXY_ROUTE_MODULES: Readonly<Record<string, readonly string[]>>;
export declare function routeSizes(
  dist?: string,
  options?: { proxy?: boolean },
): { route: string; bytes: number; files: string[] }[];
export declare function entrySize(dist?: string): { bytes: number; files: string[] };
export declare function routeAddresses(adverts: {
  vehicleAdvert: string | number;
  realtyAdvert: string | number;
  proxy?: boolean;
}): Record<string, string>;
export declare function sentRouteSizes(
  origin: string,
  addresses: Record<string, string>,
  dist?: string,
  options?: { proxy?: boolean },
): Promise<{ route: string; address: string; encoding: string | undefined; bytes: number }[]>;
