export { calendarView } from './calendar-view.ts';
