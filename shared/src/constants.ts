import { parseMoney } from './money/money.ts';

/** Business constants of the platform (spec 1 §9). */
export const PAGE_SIZE = 20;
export const PICKER_PAGE_SIZE = 100;
/**
 * The highest page number a list accepts: far beyond any list (a hundred million rows at the picker's size), and low
 * enough that its rows' offset fits PostgreSQL's integer, which the raw list statements use.
 */
export const MAX_PAGE = 1_000_000;
/** The most customers a text search of the sales list reads the sales of, newest customers first. */
export const SALES_SEARCH_CUSTOMERS = 500;
/** The most rows a list's file (CSV or Excel) holds: a larger selection is narrowed by its filters first. */
export const EXPORT_ROWS_MAX = 50_000;
export const MIN_LOGIN_PASSWORD_LENGTH = 6;
export const MIN_PASSWORD_LENGTH = 8;
export const TRIAL_DAYS = 30;
export const YEARLY_DISCOUNT_PERCENT = 10;
/** The monthly price assumed without a plan (settings: annual value, impact per customer). */
export const DEFAULT_PLAN_PRICE_MONTHLY = parseMoney('29.90');
export const DEFAULT_COUNTRY = 'IT';
export const SUCCESS_BANNER_MS = 3_000;
export const MAX_ASSIGNED_STORES_SHOWN = 2;
export const DEFAULT_LANGUAGE = 'it';
export const DEFAULT_TIMEZONE = 'Europe/Rome';
export const DEFAULT_THEME = 'light';
export const CURRENCY = 'EUR';
