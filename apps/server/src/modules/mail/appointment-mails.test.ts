import { describe, expect, it } from 'vitest';
import {
  appointmentCancelledByBusinessMail,
  appointmentConfirmedMail,
  appointmentDeclinedMail,
  appointmentMovedMail,
  appointmentReceivedMail,
  cancellationRule,
  cancelledByCustomerMail,
  mailWhen,
  newBookingMail,
  newRequestMail,
  type VisitMailFacts,
  withCalendarFile,
} from './appointment-mails.ts';

// Wednesday 2027-03-24 10:00–11:00 in Vilnius (UTC+2); summer time starts on 2027-03-28.
const visit: VisitMailFacts = {
  start: '2027-03-24T08:00:00.000Z',
  end: '2027-03-24T09:00:00.000Z',
  timeZone: 'Europe/Vilnius',
  business: { name: 'Grožio studija <Aistė>', address: 'Vilniaus g. 22, Vilnius', phone: '+37060000000' },
  specialist: 'Rasa',
  services: ['Kirpimas', 'Dažymas'],
  priceCents: 5550,
  priceFrom: false,
  client: { name: 'Ona & Jonas', phone: '+37061234567', email: 'ona@example.lt' },
  customerNote: 'Prašau <b>trumpiau</b>',
};

describe('appointment mails', () => {
  it('shows the time in the business zone, on both sides of the DST change', () => {
    expect(mailWhen(visit.start, visit.end, 'Europe/Vilnius')).toBe('2027 m. kovo 24 d., trečiadienis 10:00–11:00');
    // After the change (UTC+3): 07:00Z is 10:00.
    expect(mailWhen('2027-03-29T07:00:00.000Z', '2027-03-29T08:00:00.000Z', 'Europe/Vilnius')).toBe(
      '2027 m. kovo 29 d., pirmadienis 10:00–11:00',
    );
  });

  it('tells the customer the request was received, with the visit and a link to their visits', () => {
    const mail = appointmentReceivedMail({ to: 'ona@example.lt', name: 'Ona', visit, visitsUrl: 'https://vizitas.lt/vizitai' });
    expect(mail.subject).toBe('Vizito užklausa gauta – Grožio studija <Aistė>');
    expect(mail.text).toContain('Laikas: 2027 m. kovo 24 d., trečiadienis 10:00–11:00');
    expect(mail.text).toContain('Paslaugos: Kirpimas, Dažymas');
    expect(mail.text).toContain('Kaina: 55,50\u00a0€');
    expect(mail.text).not.toContain('nuo');
    // The business's phone as every page shows it.
    expect(mail.text).toContain('Telefonas: +370 600 00000');
    expect(mail.text).toContain('Mano vizitai: https://vizitas.lt/vizitai');
    // Names are escaped in the HTML part.
    expect(mail.html).toContain('Grožio studija &lt;Aistė&gt;');
    expect(mail.html).not.toContain('<Aistė>');
  });

  it('keeps „nuo“ of a starting price, as the booking pages show it', () => {
    const mail = appointmentConfirmedMail({
      to: 'ona@example.lt',
      name: 'Ona',
      visit: { ...visit, priceCents: 3550, priceFrom: true },
      visitsUrl: 'https://vizitas.lt/vizitai',
    });
    expect(mail.text).toContain('Kaina: nuo 35,50\u00a0€');
    expect(mail.html).toContain('nuo 35,50\u00a0€');
    const request = newRequestMail({
      to: 'savininke@example.lt',
      name: 'Aistė',
      visit: { ...visit, priceCents: 3550, priceFrom: true },
      confirmUrl: 'c',
      declineUrl: 'd',
    });
    expect(request.text).toContain('Kaina: nuo 35,50\u00a0€');
  });

  it('signs off „Vizito komanda“ and greets the person by the vocative of her name', () => {
    const mail = appointmentReceivedMail({ to: 'jonas@example.lt', name: 'Jonas Petraitis', visit, visitsUrl: 'u' });
    expect(mail.text.startsWith('Sveiki, Jonai Petraiti,\n')).toBe(true);
    expect(mail.text).toContain('\nVizito komanda\n');
    expect(mail.html).toContain('Vizito komanda');
    expect(mail.text).not.toContain('Vizitas komanda');
    const rūta = appointmentReceivedMail({ to: 'ruta@example.lt', name: 'Rūta Petraitienė', visit, visitsUrl: 'u' });
    expect(rūta.text.startsWith('Sveiki, Rūta Petraitiene,\n')).toBe(true);
  });

  it('confirmed, declined with its reason, cancelled by the business', () => {
    const input = { to: 'ona@example.lt', name: 'Ona', visit, visitsUrl: 'https://vizitas.lt/vizitai' };
    expect(appointmentConfirmedMail(input).subject).toBe('Jūsų vizitas patvirtintas – Grožio studija <Aistė>');
    const declined = appointmentDeclinedMail({
      ...input,
      reason: 'Meistrė serga',
      bookingUrl: 'https://vizitas.lt/naujas-vizitas/aiste',
    });
    expect(declined.text).toContain('Priežastis: Meistrė serga');
    expect(declined.text).toContain('Pasirinkti kitą laiką: https://vizitas.lt/naujas-vizitas/aiste');
    const noReason = appointmentDeclinedMail({ ...input, reason: null, bookingUrl: 'https://vizitas.lt/naujas-vizitas/aiste' });
    expect(noReason.text).not.toContain('Priežastis');
    expect(appointmentCancelledByBusinessMail({ ...input, reason: null, bookingUrl: 'x' }).subject).toBe(
      'Jūsų vizitas atšauktas – Grožio studija <Aistė>',
    );
  });

  it('a moved visit shows the old time and the new one', () => {
    const mail = appointmentMovedMail({
      to: 'ona@example.lt',
      name: 'Ona',
      visit,
      visitsUrl: 'https://vizitas.lt/vizitai',
      before: { start: '2027-03-23T12:00:00.000Z', end: '2027-03-23T13:00:00.000Z' },
    });
    expect(mail.text).toContain('Buvo: 2027 m. kovo 23 d., antradienis 14:00–15:00');
    expect(mail.text).toContain('Dabar: 2027 m. kovo 24 d., trečiadienis 10:00–11:00');
  });

  it('tells the business of a new request with confirm and decline links, and of a cancellation', () => {
    const request = newRequestMail({
      to: 'savininke@example.lt',
      name: 'Aistė',
      visit,
      confirmUrl: 'https://vizitas.lt/administratorius/vizitai/1/patvirtinti',
      declineUrl: 'https://vizitas.lt/administratorius/vizitai/1/atmesti',
    });
    expect(request.subject).toBe('Nauja vizito užklausa: Ona & Jonas, 2027 m. kovo 24 d., trečiadienis 10:00–11:00');
    expect(request.text).toContain('Patvirtinti: https://vizitas.lt/administratorius/vizitai/1/patvirtinti');
    expect(request.text).toContain('Atmesti: https://vizitas.lt/administratorius/vizitai/1/atmesti');
    expect(request.text).toContain('Kliento el. paštas: ona@example.lt');
    expect(request.text).toContain('Kliento telefonas: +370 612 34567');
    expect(request.html).toContain('Prašau &lt;b&gt;trumpiau&lt;/b&gt;');
    expect(newBookingMail({ to: 'a@b.lt', name: 'Aistė', visit, listUrl: 'u' }).subject).toMatch(/^Naujas vizitas: Ona & Jonas/);
    const cancelled = cancelledByCustomerMail({ to: 'a@b.lt', name: 'Aistė', visit, reason: 'Susirgau', listUrl: 'u' });
    expect(cancelled.subject).toMatch(/^Klientas atšaukė vizitą: Ona & Jonas/);
    expect(cancelled.text).toContain('Priežastis: Susirgau');
  });

  it('attaches the visit’s calendar file as text/calendar with its METHOD, leaving the text and HTML parts as they are', () => {
    const mail = appointmentConfirmedMail({ to: 'ona@example.lt', name: 'Ona', visit, visitsUrl: 'https://vizitas.lt/vizitai' });
    const withFile = withCalendarFile(mail, {
      fileName: 'vizitas-2027-03-24.ics',
      content: 'BEGIN:VCALENDAR\r\n',
      method: 'CANCEL',
    });
    expect(withFile).toEqual({
      ...mail,
      attachments: [
        {
          filename: 'vizitas-2027-03-24.ics',
          contentType: 'text/calendar; charset=utf-8; method=CANCEL',
          content: 'BEGIN:VCALENDAR\r\n',
        },
      ],
    });
    expect(mail.attachments).toBeUndefined();
  });
});

describe('the cancellation rule in the mails of a visit still to come', () => {
  const withRule = (cancellationDeadlineMin: number): VisitMailFacts => ({
    ...visit,
    business: { ...visit.business, cancellationDeadlineMin },
  });

  it('says until when she may cancel online, in the business zone, and that later she must call', () => {
    const received = appointmentReceivedMail({
      to: 'ona@example.lt',
      name: 'Ona',
      visit: withRule(1440),
      visitsUrl: 'http://localhost/vizitai',
    });
    expect(received.text).toContain(
      'Atšaukti internetu: iki 2027 m. kovo 23 d. 10:00 (24 val. prieš vizitą); vėliau – tik paskambinus verslui',
    );
    expect(received.text).toContain('Telefonas: +370 600 00000');
    expect(received.html).toContain('Atšaukti internetu');
    // Across the change to summer time the rule is 72 hours, as the cancel itself counts them: 72 h
    // before 29 March 10:00 (UTC+3) is 26 March 09:00 (UTC+2).
    expect(cancellationRule({ ...withRule(4320), start: '2027-03-29T07:00:00.000Z', end: '2027-03-29T08:00:00.000Z' })).toBe(
      'iki 2027 m. kovo 26 d. 09:00 (3 d. prieš vizitą); vėliau – tik paskambinus verslui',
    );
    expect(cancellationRule(withRule(90))).toBe(
      'iki 2027 m. kovo 24 d. 08:30 (1 val. 30 min. prieš vizitą); vėliau – tik paskambinus verslui',
    );
    expect(cancellationRule(withRule(0))).toBe('iki pat vizito pradžios');
  });

  it('is in the received, confirmed and moved mails, not in a declined or cancelled one; unknown rule, no row', () => {
    const input = { to: 'ona@example.lt', name: 'Ona', visit: withRule(720), visitsUrl: 'http://localhost/vizitai' };
    expect(appointmentConfirmedMail(input).text).toContain(
      'Atšaukti internetu: iki 2027 m. kovo 23 d. 22:00 (12 val. prieš vizitą)',
    );
    expect(appointmentMovedMail({ ...input, before: { start: visit.start, end: visit.end } }).text).toContain(
      'Atšaukti internetu',
    );
    expect(appointmentDeclinedMail({ ...input, reason: null, bookingUrl: 'http://localhost/x' }).text).not.toContain(
      'Atšaukti internetu',
    );
    expect(appointmentReceivedMail({ ...input, visit }).text).not.toContain('Atšaukti internetu');
  });
});
