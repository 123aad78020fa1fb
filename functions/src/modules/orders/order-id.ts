/**
 * Human-readable order ids like `NS-7K3Q9M` (docs/architecture.md §4), read out over the phone to support and
 * typed back, hence an alphabet without look-alikes (no 0/O, 1/I/L, 5/S, 8/B, 2/Z, U/V).
 * Uniqueness is not assumed: the order document is created under this id with a
 * create-precondition and a fresh id is drawn on a collision (see orders-service).
 */
import { randomInt } from 'node:crypto';

export const ORDER_ID_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
export const ORDER_ID_LENGTH = 6;
export const ORDER_ID_PATTERN = new RegExp(`^NS-[${ORDER_ID_ALPHABET}]{${ORDER_ID_LENGTH}}$`);

/** A fresh random order id (crypto RNG; 23^6 ≈ 148 million possibilities). */
export function newOrderId(): string {
  let suffix = '';
  for (let i = 0; i < ORDER_ID_LENGTH; i += 1) {
    suffix += ORDER_ID_ALPHABET[randomInt(ORDER_ID_ALPHABET.length)];
  }
  return `NS-${suffix}`;
}
