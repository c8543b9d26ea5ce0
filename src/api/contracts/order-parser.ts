/*
 * Written by scripts/compile-schemas.ts from `orderSchema` (./orders.ts): zod's compiled
 * parser, which the app's CSP does not let zod build in the browser. Do not edit; run
 * `npx tsx scripts/compile-schemas.ts` after the schema changes.
 */
/* eslint-disable */
import * as z from 'zod/mini';
import { orderSchema, type Order } from './orders';

const INVALID: typeof z.INVALID = z.INVALID;
const c0 = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** `orderSchema`'s value from `value`, or `z.INVALID` for zod's own parser to explain. */
export function parseOrder(value: unknown): Order | typeof z.INVALID {
  const input: any = value;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return INVALID;
  const v0 = input['order_id'];
  if (typeof v0 !== 'number' || !Number.isFinite(v0)) return INVALID;
  if (!Number.isSafeInteger(v0)) return INVALID;
  const v1 = input['status'];
  if (typeof v1 !== 'number' || !Number.isFinite(v1)) return INVALID;
  if (!Number.isSafeInteger(v1)) return INVALID;
  const v2 = input['total_order_sum'];
  if (typeof v2 !== 'number' || !Number.isFinite(v2)) return INVALID;
  const v3 = input['created_at'];
  if (typeof v3 !== 'string') return INVALID;
  c0.lastIndex = 0;
  if (!c0.test(v3)) return INVALID;
  const v4 = input['recipient'];
  if (typeof v4 !== 'object' || v4 === null || Array.isArray(v4)) return INVALID;
  const v5 = v4['user_id'];
  if (typeof v5 !== 'number' || !Number.isFinite(v5)) return INVALID;
  if (!Number.isSafeInteger(v5)) return INVALID;
  const v6 = v4['name'];
  if (typeof v6 !== 'string') return INVALID;
  const v7 = v4['email'];
  if (typeof v7 !== 'string') return INVALID;
  const v8 = v4['phone'];
  if (typeof v8 !== 'string') return INVALID;
  const v9 = { user_id: v5, name: v6, email: v7, phone: v8 };
  const v10 = input['delivery'];
  if (typeof v10 !== 'object' || v10 === null || Array.isArray(v10)) return INVALID;
  const v11 = v10['state_id'];
  if (typeof v11 !== 'number' || !Number.isFinite(v11)) return INVALID;
  if (!Number.isSafeInteger(v11)) return INVALID;
  const v12 = v10['city_id'];
  if (typeof v12 !== 'number' || !Number.isFinite(v12)) return INVALID;
  if (!Number.isSafeInteger(v12)) return INVALID;
  const v13 = v10['address'];
  if (typeof v13 !== 'string') return INVALID;
  const v14 = v10['service'];
  if (typeof v14 !== 'string') return INVALID;
  const v15 = { state_id: v11, city_id: v12, address: v13, service: v14 };
  const v16 = input['items'];
  if (!Array.isArray(v16)) return INVALID;
  const v17 = new Array(v16.length);
  for (let v18 = 0; v18 < v16.length; v18++) {
    const v19 = v16[v18];
    if (typeof v19 !== 'object' || v19 === null || Array.isArray(v19)) return INVALID;
    const v20 = v19['adv_id'];
    if (typeof v20 !== 'number' || !Number.isFinite(v20)) return INVALID;
    if (!Number.isSafeInteger(v20)) return INVALID;
    const v21 = v19['name'];
    if (typeof v21 !== 'string') return INVALID;
    const v22 = v19['price'];
    if (typeof v22 !== 'number' || !Number.isFinite(v22)) return INVALID;
    const v23 = v19['count'];
    if (typeof v23 !== 'number' || !Number.isFinite(v23)) return INVALID;
    if (!Number.isSafeInteger(v23)) return INVALID;
    const v24 = v19['note'];
    if (typeof v24 !== 'string') return INVALID;
    const v25 = v19['vendor_code'];
    if (typeof v25 !== 'string') return INVALID;
    const v26 = { adv_id: v20, name: v21, price: v22, count: v23, note: v24, vendor_code: v25 };
    v17[v18] = v26;
  }
  const v27 = {
    order_id: v0,
    status: v1,
    total_order_sum: v2,
    created_at: v3,
    recipient: v9,
    delivery: v15,
    items: v17,
  };
  return v27;
}

/** `orderSchema` that parses with `parseOrder` first. */
export const compiledOrderSchema = z.withParser(orderSchema, parseOrder);
