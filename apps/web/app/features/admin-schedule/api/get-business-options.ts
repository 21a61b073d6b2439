/**
 * `GET` of `calendar_options_api` (`?business=<slug>`): the business's id (the public
 * holidays' API names the business by it), its time zone and today, and its active specialists —
 * the same answer the customer's booking calendar starts from (contract `calendarOptions`).
 */
import type { CalendarOptions } from '@vizitas/shared/schemas/schedule';

export type BusinessOptions = CalendarOptions;
