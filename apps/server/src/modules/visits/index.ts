export { visitIcsFileName, visitToIcs } from './ics.ts';
export { customerVisit, listCustomerVisits } from './list-visits.ts';
