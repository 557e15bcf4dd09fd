import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read out at the counter. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new coupon code, 'PF-' (ProFylo) and 8 random characters; unique per company by its index. */
export function newCouponCode(): string {
  let code = 'PF-';
  for (let i = 0; i < 8; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The day a coupon issued on `today` expires: `months` later (clamped to the month's last day). */
export function couponExpiry(today: string, months: number): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}
