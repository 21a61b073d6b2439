import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, CloseButton, Loader } from '@mantine/core';
import { BRAND, format, formatPhone, messages, phoneHref } from '@vizitas/shared';
import type { CalendarOptions } from '@vizitas/shared/schemas/schedule';
import { formatLongDate, formatMonthTitle, formatTime, monthOf, type LocalDate } from '~/lib/dates';
import { managedSearch, parseSelection, selectionSearch, stepOfSearch, withSelection } from '~/features/booking/model/booking-url';
import { bookAppointment, BookingApiError, isBookingUnavailable, isSlotGone, type AvailabilityQuery } from '~/features/booking/api/booking-api';
import { PromiseCache } from '~/features/booking/model/booking-availability';
import { clearDraft, DRAFT_QUERY_PARAM, loadDraft, saveDraft } from '~/features/booking/model/booking-draft';
import { formatTotals } from '~/features/booking/model/booking-format';
import { ANY_SPECIALIST, bookableServices, bookingTotals, eligibleSpecialists, selectedServices } from '~/features/booking/model/booking-services';
import { findSlot, nearestSlots, type Slot } from '~/features/booking/model/booking-slots';
import {
  bookingReducer,
  canEnter,
  fromSelection,
  initialBookingState,
  STEPS,
  stepIndex,
  type BookingState,
  type Catalog,
  type StepId,
} from '~/features/booking/model/booking-state';
import { ChevronIcon } from './icons';
import { MonthCalendar } from './month-calendar';
import { NoteStep, ServicesStep, SpecialistStep } from './steps';
import { Confirmation, SummaryStep } from './summary';
import { SlotButtons, TimeSlots } from './time-slots';
import {
  errorMessage,
  nextMonth,
  useDaySlots,
  useMonthDates,
  useNextAvailableDate,
  type NextDateState,
} from '~/features/booking/hooks/use-availability';
import './booking.css';
import './booking-embed.css';

export interface BookingLinks {
  about: string;
  appointments: string;
  login: string;
  register: string;
}

export interface BookingPageProps {
  options: CalendarOptions;
  links: BookingLinks;
  loggedIn: boolean;
  restoreDraft: boolean;
  /** The query of the address the page was opened with: the choices it holds are shown. */
  search: string;
  /**
   * In another site's frame (the embed code, docs/decisions/029): the address of the full booking
   * page. Once a time is chosen the customer goes on there, in a new tab, with her choices in the
   * address (decision 023): a frame on another site holds no login of ours.
   */
  handOff?: string;
  /**
   * The business has blocked this customer (`GET /api/user/booking-access`): she is told at the
   * first step, politely and without the reason, to book by phone — not after five steps.
   */
  blocked?: boolean;
}

/** Focuses a heading (announced by screen readers) and scrolls it to the top, below the fixed header. */
function focusHeading(heading: HTMLElement | null) {
  if (!heading) return;
  heading.focus({ preventScroll: true });
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
}

/** Screen-reader announcements: the latest text in a polite live region. */
function useAnnouncer() {
  const [text, setText] = useState('');
  const announce = useCallback((message: string) => {
    // Cleared first so that the same text is announced again.
    setText('');
    window.setTimeout(() => setText(message), 50);
  }, []);
  const region = (
    <div className="vz-visually-hidden" aria-live="polite" aria-atomic="true">
      {text}
    </div>
  );
  return { announce, region };
}

function StepNav({ state, catalog, onGo }: { state: BookingState; catalog: Catalog; onGo: (step: StepId) => void }) {
  const current = state.step === 'done' ? STEPS.length : stepIndex(state.step);
  return (
    <nav aria-label={messages.booking.stepsLabel} className="vz-bk-steps">
      <ol>
        {STEPS.map((step, index) => {
          const isCurrent = index === current;
          const reachable = !isCurrent && state.step !== 'done' && canEnter(state, step, catalog);
          const content = (
            <>
              <span className="vz-bk-steps__num" aria-hidden="true">
                {index + 1}
              </span>
              <span className="vz-bk-steps__label">{messages.booking.steps[step]}</span>
            </>
          );
          return (
            <li key={step} data-current={isCurrent || undefined} data-done={index < current || undefined}>
              {reachable ? (
                <button type="button" className="vz-bk-steps__item" onClick={() => onGo(step)}>
                  {content}
                </button>
              ) : (
                <span className="vz-bk-steps__item" aria-current={isCurrent ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {state.step !== 'done' && (
        <p className="vz-bk-steps__of">{format(messages.booking.stepOf, { current: current + 1, total: STEPS.length })}</p>
      )}
    </nav>
  );
}

function NextDateButton({ next, onPick }: { next: NextDateState; onPick: (date: LocalDate) => void }) {
  if (next.status === 'searching') {
    return (
      <p className="vz-bk-muted vz-bk-inline">
        <Loader size="xs" /> {messages.booking.date.searching}
      </p>
    );
  }
  if (next.status === 'found') {
    return (
      <Button variant="light" onClick={() => onPick(next.date)} className="vz-bk-touch vz-bk-wrap">
        {format(messages.booking.date.jumpTo, { date: formatLongDate(next.date) })}
      </Button>
    );
  }
  if (next.status === 'none') return <p className="vz-bk-muted">{messages.booking.date.noneAhead}</p>;
  if (next.status === 'error') return <p className="vz-bk-muted">{next.error}</p>;
  return null;
}

export function BookingPage({ options, links, loggedIn, restoreDraft, search, handOff, blocked = false }: BookingPageProps) {
  const services = useMemo(() => bookableServices(options.services), [options.services]);
  const catalog = useMemo<Catalog>(
    () => ({ services, specialists: options.specialists, firstDate: options.firstDate, lastDate: options.lastDate }),
    [services, options.specialists, options.firstDate, options.lastDate],
  );
  const bounds = useMemo(
    () => ({ firstDate: options.firstDate, lastDate: options.lastDate }),
    [options.firstDate, options.lastDate],
  );
  const reducer = useMemo(() => bookingReducer(catalog), [catalog]);
  const [state, dispatch] = useReducer(reducer, catalog, (c) =>
    restoreDraft
      ? initialBookingState(c, true)
      : fromSelection(initialBookingState(c), parseSelection(search, options.timeZone), c),
  );
  // The next address written for the state replaces the current history entry instead of adding one.
  const replaceNext = useRef(true);
  const [cache] = useState(() => new PromiseCache<LocalDate[]>());
  const [slotsReload, setSlotsReload] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [confirmErrorFinal, setConfirmErrorFinal] = useState(false);
  const [flowError, setFlowError] = useState<string | null>(null);
  const { announce, region } = useAnnouncer();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const timesHeadingRef = useRef<HTMLHeadingElement>(null);
  const slug = options.business.slug;
  const timeZone = options.timeZone;

  const query = useMemo<AvailabilityQuery | null>(
    () =>
      state.specialist !== null && state.serviceIds.length > 0
        ? { business: slug, services: state.serviceIds, specialist: state.specialist }
        : null,
    [slug, state.serviceIds, state.specialist],
  );
  const onDateStep = state.step === 'datetime';
  const monthDates = useMonthDates(cache, onDateStep ? query : null, state.month, bounds);
  const daySlots = useDaySlots(query, state.date, slotsReload);
  const emptyMonth = onDateStep && monthDates.status === 'ready' && monthDates.dates.length === 0;
  const nextForEmpty = useNextAvailableDate(cache, query, bounds, emptyMonth, nextMonth(state.month), null);
  const taken = state.taken;
  const takenDayEmpty = taken !== null && state.date === taken.date && daySlots.status === 'ready' && daySlots.slots.length === 0;
  const nextAfterTaken = useNextAvailableDate(
    cache,
    query,
    bounds,
    onDateStep && taken !== null,
    taken ? monthOf(taken.date) : state.month,
    taken?.date ?? null,
  );

  // Restore the draft (browser only) when the page was opened with ?juodrastis=1.
  useEffect(() => {
    if (!restoreDraft) return;
    const draft = loadDraft();
    dispatch({ type: 'restoreDraft', draft: draft && draft.business === slug ? draft : null });
  }, [restoreDraft, slug]);

  // While restoring: is the drafted time still free?
  useEffect(() => {
    if (!state.restoring || !state.restoring.start || !state.date) return;
    if (daySlots.status === 'ready') {
      replaceNext.current = true;
      dispatch({ type: 'restoreChecked', slot: findSlot(daySlots.slots, state.restoring.start) ?? null });
    }
    if (daySlots.status === 'error') {
      replaceNext.current = true;
      dispatch({ type: 'restoreFailed' });
    }
  }, [state.restoring, state.date, daySlots.status, daySlots.slots]);

  // Back and Forward: the choices of the address the browser went to.
  useEffect(() => {
    const onPopState = () => {
      replaceNext.current = true;
      dispatch({ type: 'fromUrl', selection: parseSelection(window.location.search, timeZone) });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [timeZone]);

  // The address follows the choices: a new history entry for each step moved to by the customer,
  // the same entry for choices within a step (and for what the address itself asked for).
  useEffect(() => {
    if (state.restoring) return;
    const replace = replaceNext.current;
    replaceNext.current = false;
    const location = window.location;
    const wanted = selectionSearch(state, timeZone);
    const current = managedSearch(location.search);
    if (state.step === 'done') {
      // Booked: the address is the booking page's own again (the draft's marker goes too).
      const params = new URLSearchParams(withSelection(location.search, ''));
      params.delete(DRAFT_QUERY_PARAM);
      const rest = params.toString();
      if (rest !== location.search.replace(/^\?/, ''))
        window.history.replaceState(window.history.state, '', location.pathname + (rest ? `?${rest}` : '') + location.hash);
      return;
    }
    if (wanted === current) return;
    const href = location.pathname + withSelection(location.search, wanted) + location.hash;
    if (replace || stepOfSearch(wanted) === stepOfSearch(current)) window.history.replaceState(window.history.state, '', href);
    else window.history.pushState(window.history.state, '', href);
  }, [state, timeZone]);

  // Focus follows the step: its heading (announced by screen readers).
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    setFlowError(null);
    focusHeading(headingRef.current);
  }, [state.step]);

  // Announcements of loaded months and days.
  useEffect(() => {
    if (onDateStep && monthDates.status === 'ready') {
      announce(
        format(messages.booking.date.monthAnnounce, { month: formatMonthTitle(state.month), count: monthDates.dates.length }),
      );
    }
  }, [onDateStep, monthDates.status, monthDates.dates.length, state.month, announce]);
  useEffect(() => {
    if (onDateStep && state.date && daySlots.status === 'ready') {
      announce(format(messages.booking.time.announce, { date: formatLongDate(state.date), count: daySlots.slots.length }));
    }
  }, [onDateStep, state.date, daySlots.status, daySlots.slots.length, announce]);

  const totals = bookingTotals(services, state.serviceIds);
  const chosenServices = selectedServices(services, state.serviceIds);
  const eligible = eligibleSpecialists(options.specialists, state.serviceIds);
  const specialistName = (slot: Slot | null) => {
    const id = state.specialist === ANY_SPECIALIST ? slot?.specialistId : state.specialist;
    return options.specialists.find((specialist) => specialist.id === id)?.name ?? messages.booking.specialist.any;
  };

  const pickDate = (date: LocalDate) => {
    dispatch({ type: 'pickDate', date });
    // After the times of the day appear, focus their heading.
    window.setTimeout(() => focusHeading(timesHeadingRef.current), 0);
  };

  const keepDraftAndGo = (href: string) => {
    if (!state.slot || !state.date || !state.specialist) return;
    saveDraft({
      business: slug,
      services: state.serviceIds,
      specialist: state.specialist,
      date: state.date,
      start: state.slot.start,
      note: state.note,
    });
    window.location.assign(href);
  };

  const confirm = async () => {
    if (!state.slot || !state.date || !state.specialist || confirming) return;
    if (!loggedIn) {
      keepDraftAndGo(links.login);
      return;
    }
    setConfirming(true);
    setConfirmError(null);
    setConfirmErrorFinal(false);
    try {
      const appointment = await bookAppointment({
        business: slug,
        services: state.serviceIds,
        specialist: state.specialist,
        start: state.slot.start,
        note: state.note,
      });
      clearDraft();
      dispatch({ type: 'booked', appointment });
    } catch (error) {
      if (isSlotGone(error)) {
        replaceNext.current = true;
        dispatch({ type: 'slotGone' });
        setSlotsReload((n) => n + 1);
      } else if (isBookingUnavailable(error)) {
        // The business blocked online bookings from this customer: the polite text, no retry.
        setConfirmError(messages.errors.booking_unavailable);
        setConfirmErrorFinal(true);
      } else if (error instanceof BookingApiError && error.status === 401) {
        keepDraftAndGo(links.login);
      } else if (error instanceof BookingApiError && error.code === 'services_not_offered') {
        replaceNext.current = true;
        dispatch({ type: 'servicesRefused' });
        window.setTimeout(() => setFlowError(error.message), 0);
      } else {
        setConfirmError(errorMessage(error));
      }
    } finally {
      setConfirming(false);
    }
  };

  const step = state.step;
  // In another site's frame, once the time is chosen: the full booking page with the choices (decision 023).
  const handOffHref =
    handOff && (step === 'note' || step === 'summary') && state.slot ? `${handOff}?${selectionSearch({ ...state, step: 'note' }, timeZone)}` : null;
  const heading = (id: StepId, title: string) => (
    <h2 className="vz-bk-heading" id={`vz-bk-step-${id}`} ref={headingRef} tabIndex={-1}>
      {title}
    </h2>
  );

  let body: ReactNode;
  if (blocked) {
    body = (
      <Alert color="yellow" role="status" className="vz-bk-alert" data-testid="booking-blocked">
        <p className="vz-bk-alert__text">
          {messages.booking.blocked.text}
          {options.business.phone && (
            <>
              {' '}
              {messages.booking.blocked.call}{' '}
              <a href={phoneHref(options.business.phone)} className="vz-bk-blocked__phone">
                {formatPhone(options.business.phone)}
              </a>
              .
            </>
          )}
        </p>
      </Alert>
    );
  } else if (state.restoring) {
    body = (
      <div className="vz-bk-restoring" role="status">
        <Loader size="md" />
        <p>{messages.booking.draft.restoring}</p>
      </div>
    );
  } else if (step === 'done' && state.appointment) {
    body = <Confirmation appointment={state.appointment} timeZone={timeZone} links={links} headingRef={headingRef} />;
  } else if (step === 'services') {
    body = (
      <section aria-labelledby="vz-bk-step-services">
        {heading('services', messages.booking.services.title)}
        <ServicesStep
          services={services}
          specialists={options.specialists}
          selected={state.serviceIds}
          onToggle={(id) => dispatch({ type: 'toggleService', id })}
        />
      </section>
    );
  } else if (step === 'specialist') {
    body = (
      <section aria-labelledby="vz-bk-step-specialist">
        {heading('specialist', messages.booking.specialist.title)}
        <SpecialistStep
          specialists={eligible}
          selected={state.specialist}
          onChoose={(specialist) => dispatch({ type: 'chooseSpecialist', specialist })}
        />
      </section>
    );
  } else if (step === 'datetime') {
    const nearest =
      taken && state.date === taken.date && daySlots.status === 'ready' ? nearestSlots(daySlots.slots, taken.start) : [];
    body = (
      <section aria-labelledby="vz-bk-step-datetime">
        {heading('datetime', messages.booking.date.title)}
        {taken && (
          <Alert color="orange" role="alert" className="vz-bk-alert" title={messages.booking.taken.title}>
            <p className="vz-bk-alert__text">
              {format(messages.booking.taken.text, { time: formatTime(taken.start, timeZone), date: formatLongDate(taken.date) })}
            </p>
            {nearest.length > 0 && (
              <>
                <h3 className="vz-bk-period__title">{messages.booking.taken.nearest}</h3>
                <SlotButtons
                  slots={nearest}
                  timeZone={timeZone}
                  selected={null}
                  onPick={(slot) => dispatch({ type: 'pickSlot', slot })}
                  label={messages.booking.taken.nearest}
                />
              </>
            )}
            {takenDayEmpty && <p className="vz-bk-alert__text">{messages.booking.taken.noneThatDay}</p>}
            {(takenDayEmpty || nearest.length > 0) && nextAfterTaken.status === 'found' && (
              <Button variant="default" onClick={() => pickDate(nextAfterTaken.date)} className="vz-bk-touch vz-bk-wrap">
                {format(messages.booking.taken.otherDate, { date: formatLongDate(nextAfterTaken.date) })}
              </Button>
            )}
          </Alert>
        )}
        <MonthCalendar
          month={state.month}
          firstDate={options.firstDate}
          lastDate={options.lastDate}
          today={options.today}
          status={monthDates.status}
          available={monthDates.dates}
          selected={state.date}
          error={monthDates.error}
          onRetry={monthDates.retry}
          onShowMonth={(month) => dispatch({ type: 'showMonth', month })}
          onPickDate={pickDate}
        />
        {emptyMonth && (
          <div className="vz-bk-empty">
            <p className="vz-bk-empty__title">{messages.booking.date.emptyMonth}</p>
            <NextDateButton next={nextForEmpty} onPick={pickDate} />
          </div>
        )}
        {!(emptyMonth && !state.date) && (
          <TimeSlots
            date={state.date}
            status={daySlots.status}
            slots={daySlots.slots}
            timeZone={daySlots.timeZone ?? timeZone}
            selected={state.slot}
            error={daySlots.error}
            onRetry={daySlots.retry}
            onPick={(slot) => dispatch({ type: 'pickSlot', slot })}
            headingRef={timesHeadingRef}
          />
        )}
      </section>
    );
  } else if (handOffHref && state.slot && state.date) {
    // In another site's frame: the chosen time goes on to the full booking page, in a new tab.
    body = (
      <section aria-labelledby="vz-bk-step-note">
        {heading('note', messages.bookingEmbed.title)}
        <p className="vz-bk-muted">
          {format(messages.bookingEmbed.text, { date: formatLongDate(state.date), time: formatTime(state.slot.start, timeZone), brandGenitive: BRAND.genitive })}
        </p>
      </section>
    );
  } else if (step === 'note') {
    body = (
      <section aria-labelledby="vz-bk-step-note">
        {heading('note', messages.booking.note.title)}
        <NoteStep note={state.note} onChange={(note) => dispatch({ type: 'setNote', note })} />
      </section>
    );
  } else if (step === 'summary' && state.slot && state.date) {
    body = (
      <section aria-labelledby="vz-bk-step-summary">
        {heading('summary', messages.booking.summary.title)}
        <SummaryStep
          businessName={options.business.name}
          services={chosenServices}
          specialistName={specialistName(state.slot)}
          date={state.date}
          slot={state.slot}
          timeZone={timeZone}
          note={state.note}
          totals={totals}
          autoConfirm={options.autoConfirm}
          cancellationDeadlineMin={options.cancellationDeadlineMin}
          businessPhone={options.business.phone}
          loggedIn={loggedIn}
          error={confirmError}
          errorFinal={confirmErrorFinal}
          confirming={confirming}
          onEdit={(target) => dispatch({ type: 'goTo', step: target })}
          onRegister={() => keepDraftAndGo(links.register)}
          onRetry={() => void confirm()}
        />
      </section>
    );
  }

  const notice = state.notice && (
    <Alert color={state.notice === 'restored' ? 'teal' : 'yellow'} role="status" className="vz-bk-alert" withCloseButton={false}>
      <div className="vz-bk-notice">
        <p className="vz-bk-alert__text">{messages.booking.draft[state.notice]}</p>
        <CloseButton aria-label={messages.common.close} onClick={() => dispatch({ type: 'dismissNotice' })} />
      </div>
    </Alert>
  );

  const showBar = !blocked && !state.restoring && step !== 'done' && services.length > 0;
  const nextEnabled =
    step === 'services'
      ? state.serviceIds.length > 0
      : step === 'specialist'
        ? state.specialist !== null
        : step === 'datetime'
          ? state.slot !== null
          : true;
  // The chosen day and time, once there is one, on a line of its own (the summary shows them in full).
  const when =
    state.slot && state.date && step !== 'summary' ? (
      <span className="vz-bk-bar__when">
        <span className="vz-visually-hidden"> · </span>
        {formatLongDate(state.date)}, {formatTime(state.slot.start, timeZone)}
      </span>
    ) : null;

  return (
    <div className="vz-bk">
      <header className="vz-bk-header">
        <p className="vz-bk-eyebrow">{messages.booking.eyebrow}</p>
        <h1 className="vz-bk-title">{options.business.name}</h1>
        <Anchor href={links.about} className="vz-bk-about-link" {...(handOff ? { target: '_blank', rel: 'noopener' } : {})}>
          {messages.booking.aboutBusiness}
        </Anchor>
      </header>

      {step !== 'done' && !blocked && <StepNav state={state} catalog={catalog} onGo={(target) => dispatch({ type: 'goTo', step: target })} />}
      {notice}
      {flowError && (
        <Alert color="red" role="alert" className="vz-bk-alert">
          <p className="vz-bk-alert__text">{flowError}</p>
        </Alert>
      )}

      <div className="vz-bk-body">{body}</div>

      {showBar && (
        <div className="vz-bk-bar">
          {step !== 'services' && (
            <button
              type="button"
              className="vz-bk-icon-button vz-bk-bar__back"
              aria-label={messages.booking.back}
              onClick={() => dispatch({ type: 'goTo', step: STEPS[stepIndex(step as StepId) - 1]! })}
            >
              <ChevronIcon direction="left" />
            </button>
          )}
          <p className="vz-bk-bar__totals">
            {totals.count > 0 ? (
              <>
                {formatTotals(totals)}
                {when}
              </>
            ) : (
              messages.booking.services.chooseOne
            )}
          </p>
          {handOffHref ? (
            <Button component="a" size="md" className="vz-bk-bar__action" href={handOffHref} target="_blank" rel="noopener">
              {messages.bookingEmbed.continue}
            </Button>
          ) : step === 'summary' ? (
            <Button
              size="md"
              className="vz-bk-bar__action"
              onClick={() => void confirm()}
              loading={confirming}
              disabled={!state.slot}
            >
              {messages.booking.summary.confirm}
            </Button>
          ) : (
            <Button size="md" className="vz-bk-bar__action" onClick={() => dispatch({ type: 'next' })} disabled={!nextEnabled}>
              {messages.booking.next}
            </Button>
          )}
        </div>
      )}
      {region}
    </div>
  );
}
