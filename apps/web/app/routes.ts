import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

export default [
  index('routes/site/home.tsx'),
  route('apie', 'routes/site/about.tsx', { id: 'about-domain' }),
  route('apie/:slug', 'routes/site/about.tsx', { id: 'about' }),
  route('grozio-specialistai/:area/:location', 'routes/site/search.tsx'),
  route('susisiekti', 'routes/site/contact.tsx'),
  route('naujas-vizitas', 'routes/booking/new-appointment.tsx', { id: 'new-appointment-domain' }),
  route('naujas-vizitas/:slug', 'routes/booking/new-appointment.tsx', { id: 'new-appointment' }),
  route('pre-login-booking-redirection', 'routes/booking/pre-login-redirection.tsx', { id: 'pre-login-booking-redirection-domain' }),
  route('pre-login-booking-redirection/:slug', 'routes/booking/pre-login-redirection.tsx', { id: 'pre-login-booking-redirection' }),
  route('vizitai', 'routes/visits/visits.tsx', { id: 'visits-domain' }),
  route('vizitai/:slug', 'routes/visits/visits.tsx', { id: 'visits' }),
  route('prisijungti', 'routes/account/login.tsx'),
  route('atsijungti', 'routes/account/logout.tsx'),
  route('registracija', 'routes/account/register.tsx'),
  route('slaptazodzio-atkurimas', 'routes/account/password-reset.tsx'),
  route('el-pasto-patvirtinimas', 'routes/account/email-verification.tsx'),
  route('profilis', 'routes/account/profile.tsx'),
  route('dev/laiskai', 'routes/account/dev-outbox.tsx'),
  // The business's admin area: one guarded layout (login, membership) around every page.
  layout('routes/admin/layout.tsx', [
    ...prefix('administratorius', [
      index('routes/admin/home.tsx'),
      route('vizitai/sarasas', 'routes/admin/appointment-list.tsx'),
      route('vizitai/sukurti', 'routes/admin/appointment-create.tsx'),
      route('vizitai/:id/redaguoti', 'routes/admin/appointment-edit.tsx'),
      route('vizitai/:id/patvirtinti', 'routes/admin/appointment-confirm.tsx'),
      route('vizitai/:id/atmesti', 'routes/admin/appointment-decline.tsx'),
      route('vizitai/kalendorius', 'routes/admin/appointment-calendar.tsx'),
      // Menu entries whose pages come with later issues: a "Ruošiama" page, not a 404.
      route('tvarkarastis', 'routes/admin/preparing.tsx', { id: 'admin-schedule' }),
      route('laisvadieniai', 'routes/admin/preparing.tsx', { id: 'admin-holidays' }),
      route('paslaugos', 'routes/admin/preparing.tsx', { id: 'admin-services' }),
      route('klientai', 'routes/admin/client-list.tsx', { id: 'admin-client-cards' }),
      route('klientai/:id', 'routes/admin/client-card.tsx', { id: 'admin-client-card' }),
      route('nustatymai', 'routes/admin/preparing.tsx', { id: 'admin-settings' }),
      route('pagalba/sarasas', 'routes/admin/preparing.tsx', { id: 'admin-help' }),
    ]),
  ]),
  route('*', 'routes/site/not-found.tsx'),
] satisfies RouteConfig;
