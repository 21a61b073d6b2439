/** The adapter between the product's rows and the booking engine's inputs. */
import {
  addDays,
  zonedDateTimeToEpochMs,
  type BookingRules,
  type LocalDate,
  type SpecialistCandidate,
} from '@vizitas/booking-engine';
import type { BusinessRow, HeldTimes } from './catalogue.ts';
import type { CalendarCatalogue } from './calendar-input.ts';

export function bookingRulesOf(business: Pick<BusinessRow, 'minimumNoticeMin' | 'maxAdvanceDays' | 'slotStepMin'>): BookingRules {
  return {
    minimumNoticeMin: business.minimumNoticeMin,
    maxAdvanceDays: business.maxAdvanceDays,
    slotStepMin: business.slotStepMin,
  };
}

/** The instants the engine looks at for local dates `firstDate..lastDate`: from the day before to the end of the day after. */
export function engineWindowMs(timeZone: string, firstDate: LocalDate, lastDate: LocalDate): [number, number] {
  return [
    zonedDateTimeToEpochMs(addDays(firstDate, -1), '00:00', timeZone),
    zonedDateTimeToEpochMs(addDays(lastDate, 2), '00:00', timeZone),
  ];
}

/** The engine's input for each specialist, from the catalogue and the held times (none: working hours only). */
export function candidatesOf(catalogue: CalendarCatalogue, specialistIds: string[], held?: HeldTimes): SpecialistCandidate[] {
  return specialistIds.map((specialistId) => ({
    specialistId,
    availability: {
      timeZone: catalogue.business.timeZone,
      weeklyHours: catalogue.weeklyHours.get(specialistId) ?? {},
      dateOverrides: catalogue.overrides.get(specialistId) ?? [],
      ownHolidays: catalogue.daysOff.filter((row) => row.specialistId === null || row.specialistId === specialistId),
      publicHolidays: true,
      excludedPublicHolidays: catalogue.excludedPublicHolidays,
      bookings: held?.get(specialistId) ?? [],
    },
  }));
}
