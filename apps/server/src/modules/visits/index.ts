export { isCancelledVisit, visitCalendarFile, visitIcsFileName } from './ics.ts';
export { customerVisitCalendarFile } from './ics-download.ts';
export { listCustomerVisits } from './list-visits.ts';
